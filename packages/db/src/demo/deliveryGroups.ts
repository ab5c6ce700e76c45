import { type Language, MARKETS, type Market, type MarketName, standardParcelGross } from '@workwear/domain';

/** A demo delivery method; its id is fixed (the backend's method id), names in all 14 languages. */
export interface DemoDeliveryMethod {
  readonly id: number;
  readonly key: 'standard' | 'servicePoint' | 'express' | 'ownCarrier';
  readonly carrierCode: number;
  readonly names: Readonly<Record<Language, string>>;
  readonly requiresCellphone: boolean;
  readonly requiresZeroDeliveryCost: boolean;
  /** Working days from order to buyer, fewest and most (checkout shows them beside the method). */
  readonly deliveryDaysMin: number;
  readonly deliveryDaysMax: number;
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
    deliveryDaysMin: 2,
    deliveryDaysMax: 4,
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
    deliveryDaysMin: 2,
    deliveryDaysMax: 3,
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
    deliveryDaysMin: 1,
    deliveryDaysMax: 1,
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
    deliveryDaysMin: 1,
    deliveryDaysMax: 2,
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
 * The demo's fees as the buyer pays them (gross, VAT included; the net is worked back by the domain's
 * one VAT rule), a round amount in each currency: the standard parcel is the cart's consumer parcel
 * (domain standardParcelGross), so there is one parcel price. Per currency, in minor units: service
 * point, express, and collecting with one's own carrier (a handling charge: that method wants a
 * delivery cost of 0, so it is offered only when a freight discount, the SE engine's free delivery
 * over SEK 1,500 or the DE code FREESHIP, makes delivery free; otherwise it is shown disabled with that
 * reason and send refuses it with code 15). Business group: parcel and own carrier free, express as in
 * the default group, no service point (choosing it there is code 16).
 */
const OTHER_FEES_GROSS: Readonly<
  Record<string, { servicePoint: number; express: number; ownCarrier: number }>
> = {
  SEK: { servicePoint: 4900, express: 14900, ownCarrier: 2900 },
  NOK: { servicePoint: 5900, express: 17900, ownCarrier: 3900 },
  DKK: { servicePoint: 3900, express: 12900, ownCarrier: 2500 },
  EUR: { servicePoint: 490, express: 1490, ownCarrier: 290 },
  GBP: { servicePoint: 395, express: 1295, ownCarrier: 250 },
  CZK: { servicePoint: 11900, express: 37900, ownCarrier: 7900 },
  PLN: { servicePoint: 1990, express: 5990, ownCarrier: 1290 },
  CHF: { servicePoint: 690, express: 1990, ownCarrier: 390 },
  ISK: { servicePoint: 79000, express: 249000, ownCarrier: 49000 },
  USD: { servicePoint: 795, express: 2495, ownCarrier: 495 },
  CAD: { servicePoint: 995, express: 2995, ownCarrier: 595 },
};

/** The gross fee of each method in a market's default group. */
export function demoFeesGross(market: Market): Record<DemoDeliveryMethod['key'], number> {
  const others = OTHER_FEES_GROSS[market.currency.code];
  if (!others) throw new RangeError(`no demo delivery fees for ${market.currency.code}`);
  return { standard: standardParcelGross(market), ...others };
}

const BUSINESS_METHODS: Readonly<Partial<Record<DemoDeliveryMethod['key'], 'free' | 'asDefault'>>> = {
  standard: 'free',
  express: 'asDefault',
  ownCarrier: 'free',
};

/** Markets with a business group: those of the demo companies that buy from one. */
export const BUSINESS_DELIVERY_MARKETS: readonly MarketName[] = ['se', 'de', 'us'];

export interface DemoDeliveryEntry {
  readonly methodId: number;
  /** As the buyer pays it (VAT included), in minor units of the market's currency. */
  readonly feeGross: number;
  readonly position: number;
}

export interface DemoDeliveryGroup {
  readonly market: MarketName;
  readonly name: string;
  readonly isDefault: boolean;
  readonly entries: readonly DemoDeliveryEntry[];
}

function entriesOf(market: Market, business: boolean): DemoDeliveryEntry[] {
  const fees = demoFeesGross(market);
  return DEMO_DELIVERY_METHODS.flatMap((method, position) => {
    if (!business) return [{ methodId: method.id, feeGross: fees[method.key], position }];
    const rule = BUSINESS_METHODS[method.key];
    if (rule === undefined) return [];
    return [{ methodId: method.id, feeGross: rule === 'free' ? 0 : fees[method.key], position }];
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
      entries: entriesOf(market, false),
    })),
    ...MARKETS.filter((m) => BUSINESS_DELIVERY_MARKETS.includes(m.name)).map((market) => ({
      market: market.name,
      name: BUSINESS_DELIVERY_GROUP_NAME,
      isDefault: false,
      entries: entriesOf(market, true),
    })),
  ];
}
