import {
  type Language,
  MARKETS,
  type Market,
  type MarketName,
  percentOfMinor,
  standardDeliveryFee,
} from '@workwear/domain';

/** A demo delivery method; its id is fixed (the backend's method id), names in all 14 languages. */
export interface DemoDeliveryMethod {
  readonly id: number;
  readonly key: 'standard' | 'servicePoint' | 'express' | 'ownCarrier';
  readonly carrierCode: number;
  readonly names: Readonly<Record<Language, string>>;
  readonly requiresCellphone: boolean;
  readonly requiresZeroDeliveryCost: boolean;
}

/**
 * The four demo methods. Carrier codes map with domain carriers.ts: 200 and 210 (and 1100) to
 * parcel-b2b, 1200 to service-point. Express needs the buyer's cellphone (code 14); collecting with
 * one's own carrier needs an order whose delivery costs nothing (code 15).
 */
export const DEMO_DELIVERY_METHODS: readonly DemoDeliveryMethod[] = [
  {
    id: 1001,
    key: 'standard',
    carrierCode: 200,
    requiresCellphone: false,
    requiresZeroDeliveryCost: false,
    names: {
      sv: 'Standardpaket',
      en: 'Standard parcel',
      nb: 'Standardpakke',
      fi: 'Vakiopaketti',
      da: 'Standardpakke',
      nl: 'Standaardpakket',
      fr: 'Colis standard',
      de: 'Standardpaket',
      cs: 'Standardní balík',
      et: 'Tavapakk',
      it: 'Pacco standard',
      pl: 'Paczka standardowa',
      es: 'Paquete estándar',
      lv: 'Standarta sūtījums',
    },
  },
  {
    id: 1002,
    key: 'servicePoint',
    carrierCode: 1200,
    requiresCellphone: false,
    requiresZeroDeliveryCost: false,
    names: {
      sv: 'Hämta hos ombud',
      en: 'Service point',
      nb: 'Hentested',
      fi: 'Noutopiste',
      da: 'Pakkeshop',
      nl: 'Afhaalpunt',
      fr: 'Point relais',
      de: 'Paketshop',
      cs: 'Výdejní místo',
      et: 'Pakipunkt',
      it: 'Punto di ritiro',
      pl: 'Punkt odbioru',
      es: 'Punto de recogida',
      lv: 'Saņemšanas punkts',
    },
  },
  {
    id: 1003,
    key: 'express',
    carrierCode: 1100,
    requiresCellphone: true,
    requiresZeroDeliveryCost: false,
    names: {
      sv: 'Expressleverans',
      en: 'Express delivery',
      nb: 'Ekspresslevering',
      fi: 'Pikatoimitus',
      da: 'Ekspreslevering',
      nl: 'Expreslevering',
      fr: 'Livraison express',
      de: 'Expresslieferung',
      cs: 'Expresní doručení',
      et: 'Kiirtarne',
      it: 'Consegna espressa',
      pl: 'Dostawa ekspresowa',
      es: 'Entrega exprés',
      lv: 'Ekspresspiegāde',
    },
  },
  {
    id: 1004,
    key: 'ownCarrier',
    carrierCode: 210,
    requiresCellphone: false,
    requiresZeroDeliveryCost: true,
    names: {
      sv: 'Hämtas med egen transportör',
      en: 'Collect with own carrier',
      nb: 'Hentes med egen transportør',
      fi: 'Nouto omalla kuljetuksella',
      da: 'Afhentes med egen fragtfører',
      nl: 'Ophalen met eigen vervoerder',
      fr: 'Enlèvement par votre transporteur',
      de: 'Abholung durch eigenen Spediteur',
      cs: 'Vyzvednutí vlastním dopravcem',
      et: 'Järeletulek oma vedajaga',
      it: 'Ritiro con il proprio corriere',
      pl: 'Odbiór własnym przewoźnikiem',
      es: 'Recogida con transportista propio',
      lv: 'Saņemšana ar savu pārvadātāju',
    },
  },
];

export const DEFAULT_DELIVERY_GROUP_NAME = 'Standard';
export const BUSINESS_DELIVERY_GROUP_NAME = 'Company delivery';

/**
 * Fees as a share (basis points) of the market's standard parcel fee, the consumer parcel fee the
 * cart already charges (domain cart/deliveryFee.ts), so there is one table of delivery prices.
 * Default group: parcel at that fee, service point 80 % of it, express 250 %, and collecting with
 * one's own carrier a handling charge of 50 %: that method wants a delivery cost of 0, so it is
 * refused with code 15 unless a freight discount (the SE engine's free delivery over SEK 1,500, the
 * DE code FREESHIP) makes the delivery free. Business group: parcel and own carrier free, express
 * as in the default group, no service point (choosing it there is code 16).
 */
const DEFAULT_FEE_SHARES: Readonly<Record<DemoDeliveryMethod['key'], number>> = {
  standard: 10_000,
  servicePoint: 8_000,
  express: 25_000,
  ownCarrier: 5_000,
};
const BUSINESS_FEE_SHARES: Readonly<Partial<Record<DemoDeliveryMethod['key'], number>>> = {
  standard: 0,
  express: 25_000,
  ownCarrier: 0,
};

/** Markets with a business group: those of the demo companies that buy from one. */
export const BUSINESS_DELIVERY_MARKETS: readonly MarketName[] = ['se', 'de', 'us'];

export interface DemoDeliveryEntry {
  readonly methodId: number;
  /** Net, in minor units of the market's currency. */
  readonly feeNet: number;
  readonly position: number;
}

export interface DemoDeliveryGroup {
  readonly market: MarketName;
  readonly name: string;
  readonly isDefault: boolean;
  readonly entries: readonly DemoDeliveryEntry[];
}

function entriesOf(
  market: Market,
  shares: Readonly<Partial<Record<DemoDeliveryMethod['key'], number>>>,
): DemoDeliveryEntry[] {
  const parcel = standardDeliveryFee(market, 'b2c').net;
  return DEMO_DELIVERY_METHODS.flatMap((method, position) => {
    const share = shares[method.key];
    if (share === undefined) return [];
    return [{ methodId: method.id, feeNet: percentOfMinor(parcel, share, 'halfEven'), position }];
  });
}

/**
 * A default group in every market (checkout is open in every market in local and development, and
 * in the spec's checkout markets elsewhere), and a business group in the markets of the demo
 * companies that use one.
 */
export function demoDeliveryGroups(): DemoDeliveryGroup[] {
  return [
    ...MARKETS.map((market) => ({
      market: market.name,
      name: DEFAULT_DELIVERY_GROUP_NAME,
      isDefault: true,
      entries: entriesOf(market, DEFAULT_FEE_SHARES),
    })),
    ...MARKETS.filter((m) => BUSINESS_DELIVERY_MARKETS.includes(m.name)).map((market) => ({
      market: market.name,
      name: BUSINESS_DELIVERY_GROUP_NAME,
      isDefault: false,
      entries: entriesOf(market, BUSINESS_FEE_SHARES),
    })),
  ];
}
