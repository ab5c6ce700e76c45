import type { Place, WorldMarket } from './companyPlaces';
import type { CompanySettingsDef } from './companySettings';

/** Price list codes a named company may buy from besides its own agreement list. */
export type AllowedListCode =
  | 'AGREEMENT-SE-CONSTRUCTION'
  | 'AGREEMENT-SE-SERVICE'
  | 'PUBLIC-US'
  | 'RESELLER-SE'
  | 'EXTERNAL-DE'
  | 'PREORDER-SE'
  | 'APPLICATION-US';

export interface NamedCompany {
  readonly key: string;
  readonly name: string;
  readonly market: WorldMarket;
  readonly parent?: string;
  /** Head office; also the invoice address of the company and of its children. */
  readonly place: Place;
  /** A second delivery address (a site or warehouse). */
  readonly site?: Place;
  /** Percent off the market's public price on the company's agreement list; null: no agreement list. */
  readonly agreementDiscount: number | null;
  readonly allowed: readonly AllowedListCode[];
  readonly settings: CompanySettingsDef;
  readonly punchOutType?: 'OCI4' | 'CXML';
  readonly innerCompany?: boolean;
  /** A blocked company may not send orders (order code 3). */
  readonly blocked?: boolean;
  /** Buys from its market's business delivery group (free standard delivery) instead of the default. */
  readonly businessDelivery?: boolean;
  /** The company form's defaultAmount and invoiceCreditStopAmount, in minor units (0 or absent: none). */
  readonly defaultAmount?: number;
  readonly invoiceCreditStopAmount?: number;
  /**
   * Who approves each project number (company_project_attestants), by the login name part of a
   * DEMO_PEOPLE entry, under AttestantPerProject or AttestantPerProjectNumber.
   */
  readonly projectAttestants?: Readonly<Record<string, string>>;
}

/**
 * The hand-made part of the demo world: three groups (a Swedish, a German and an American parent, each
 * with children in Sweden, Germany and the United States), a punch-out buyer and the shop's own company.
 * Settings differ on purpose so each one has a company to show it. Keys are stable; ids follow the order.
 * Checkout (README, "Demo accounts"): Nordbygg, Müller & Söhne and Great Lakes (the parents) buy from
 * the business delivery group; Great Lakes Energi Sverige is blocked (code 3); the shop's own company
 * has checkout disabled (code 27); Great Lakes Field Services may not pay on invoice.
 * The last four (issue 28, docs/companies/approvals-and-limits.md) each show one approval or limit
 * setup with their own people: an attestant per user, an attestant per project number, amount limits
 * with points, and a company team with a restricted customer admin.
 */
export const NAMED_COMPANIES: readonly NamedCompany[] = [
  {
    key: 'nordbygg',
    name: 'Nordbygg Entreprenad AB',
    market: 'se',
    place: { street: 'Sveavägen 44', zipCode: '111 34', city: 'Stockholm' },
    site: { street: 'Bergkällavägen 31', zipCode: '192 79', city: 'Sollentuna' },
    agreementDiscount: 15,
    allowed: ['AGREEMENT-SE-CONSTRUCTION', 'PREORDER-SE'],
    settings: {
      on: ['UseProjectNumber', 'UseOrderNumber', 'AccessPartnerWeb'],
      requiredInCheckout: ['ProjectNumber'],
      // Every cart row names the co-worker it is for (personal packing).
      extra: { ActivateMandatoryPersonalPackage: 'True' },
    },
    businessDelivery: true,
  },
  {
    key: 'nordbygg-vast',
    name: 'Nordbygg Väst AB',
    market: 'se',
    parent: 'nordbygg',
    place: { street: 'Lindholmsallén 10', zipCode: '417 55', city: 'Göteborg' },
    agreementDiscount: 12,
    allowed: ['AGREEMENT-SE-CONSTRUCTION'],
    settings: { on: ['ShowAgreedAssortmentOnly', 'LockDeliveryAddressInCheckout', 'UseProjectNumber'] },
  },
  {
    key: 'nordbygg-bau',
    name: 'Nordbygg Bau GmbH',
    market: 'de',
    parent: 'nordbygg',
    place: { street: 'Überseeallee 3', zipCode: '20457', city: 'Hamburg' },
    agreementDiscount: 10,
    allowed: ['EXTERNAL-DE'],
    settings: { on: ['ForceApproval', 'UseOrderNumber'] },
  },
  {
    key: 'nordbygg-us',
    name: 'Nordbygg Construction Inc.',
    market: 'us',
    parent: 'nordbygg',
    place: { street: '225 South 6th Street', zipCode: '55402', city: 'Minneapolis', region: 'MN' },
    agreementDiscount: 8,
    allowed: [],
    settings: { on: ['HidePrice'] },
  },
  {
    key: 'mueller',
    name: 'Müller & Söhne Gebäudeservice GmbH',
    market: 'de',
    place: { street: 'Königstraße 28', zipCode: '70173', city: 'Stuttgart' },
    site: { street: 'Heßbrühlstraße 7', zipCode: '70565', city: 'Stuttgart' },
    agreementDiscount: 18,
    allowed: [],
    // Every cart row needs a comment (what it is for), up to 98 characters.
    settings: {
      on: ['ShowPriceIncVat', 'AccessPartnerWeb', 'ForceApproval', 'ActivateChooseDeliveryCountryInCheckout'],
      requiredInCheckout: ['OrderLabel'],
      extra: { ActivateMandatoryRowCommentForAllRows: 'True' },
    },
    businessDelivery: true,
  },
  {
    key: 'mueller-sued',
    name: 'Müller & Söhne Süd GmbH',
    market: 'de',
    parent: 'mueller',
    place: { street: 'Schleißheimer Straße 141', zipCode: '80797', city: 'München' },
    agreementDiscount: 20,
    allowed: ['EXTERNAL-DE'],
    settings: {
      on: [
        'ShowAgreedAssortmentOnly',
        'ShowAgreedAssortmentOnlyForAllRoles',
        'UseOrderNumber',
        'ActivateWeeklyDelivery',
      ],
      requiredInCheckout: ['OrderNumber', 'Reference'],
    },
  },
  {
    key: 'mueller-se',
    name: 'Müller Fastighetsservice Sverige AB',
    market: 'se',
    parent: 'mueller',
    place: { street: 'Östra Förstadsgatan 34', zipCode: '212 12', city: 'Malmö' },
    agreementDiscount: 14,
    allowed: ['AGREEMENT-SE-SERVICE', 'RESELLER-SE'],
    settings: { on: ['ShowPriceIncVat', 'UseOrderNumber'] },
  },
  {
    key: 'mueller-us',
    name: 'Mueller Facility Services LLC',
    market: 'us',
    parent: 'mueller',
    place: { street: '401 North Michigan Avenue', zipCode: '60611', city: 'Chicago', region: 'IL' },
    agreementDiscount: 10,
    allowed: [],
    settings: { on: ['DisableCheckout'] },
  },
  {
    key: 'greatlakes',
    name: 'Great Lakes Utilities Corp.',
    market: 'us',
    place: { street: '1 Woodward Avenue', zipCode: '48226', city: 'Detroit', region: 'MI' },
    site: { street: '8800 Dix Street', zipCode: '48209', city: 'Detroit', region: 'MI' },
    agreementDiscount: 12,
    allowed: ['APPLICATION-US'],
    settings: {
      on: ['AccessPartnerWeb', 'UseProjectNumber', 'UseOrderNumber'],
      requiredInCheckout: ['ProjectNumber', 'OrderNumber'],
    },
    businessDelivery: true,
  },
  {
    key: 'greatlakes-field',
    name: 'Great Lakes Field Services LLC',
    market: 'us',
    parent: 'greatlakes',
    place: { street: '1360 East 9th Street', zipCode: '44114', city: 'Cleveland', region: 'OH' },
    // Buys at the public list only: its one list is of type None, so it has no agreed assortment.
    agreementDiscount: null,
    allowed: ['PUBLIC-US'],
    settings: { on: [], off: ['AllowInvoicePayment'] },
  },
  {
    key: 'greatlakes-se',
    name: 'Great Lakes Energi Sverige AB',
    market: 'se',
    parent: 'greatlakes',
    place: { street: 'Storgatan 51', zipCode: '972 31', city: 'Luleå' },
    agreementDiscount: 9,
    allowed: [],
    settings: { on: ['ShowAgreedAssortmentOnly', 'HidePrice'] },
    blocked: true,
  },
  {
    key: 'greatlakes-de',
    name: 'Great Lakes Energie GmbH',
    market: 'de',
    parent: 'greatlakes',
    place: { street: 'Königsallee 92', zipCode: '40212', city: 'Düsseldorf' },
    agreementDiscount: 11,
    allowed: [],
    settings: { on: ['LockDeliveryAddressInCheckout', 'DisableCheckout'] },
  },
  {
    key: 'vardforrad',
    name: 'Vårdförråd Öst AB',
    market: 'se',
    place: { street: 'Ågatan 40', zipCode: '582 22', city: 'Linköping' },
    agreementDiscount: 22,
    allowed: [],
    punchOutType: 'OCI4',
    settings: {
      on: [
        'ShowAgreedAssortmentOnly',
        'ShowAgreedAssortmentOnlyForAllRoles',
        'LockDeliveryAddressInCheckout',
        'ForceApproval',
      ],
      extra: { ActivateOCI: 'True', PunchOutType: 'OCI4' },
    },
  },
  {
    key: 'workwear',
    name: 'Workwear Shop Sverige AB',
    market: 'se',
    place: { street: 'Hantverkargatan 5', zipCode: '112 21', city: 'Stockholm' },
    agreementDiscount: null,
    allowed: [],
    innerCompany: true,
    // The shop's staff order through the shop's own systems, not the web checkout.
    settings: { on: ['AccessPartnerWeb', 'DisableCheckout'] },
  },
  {
    // Forced approval, the attestant per user: Oskar's orders wait for Lena (his Attestant1), Lena's
    // for Henrik.
    key: 'akerlunds',
    name: 'Åkerlunds Elinstallation AB',
    market: 'se',
    place: { street: 'Kopparbergsvägen 8', zipCode: '722 13', city: 'Västerås' },
    agreementDiscount: 13,
    allowed: [],
    settings: { on: ['ForceApproval'], extra: { AttestantSetting: 'AttestantPerUser' } },
  },
  {
    // Forced approval, the attestant per project number: the project number the checkout asks for
    // names who approves.
    key: 'hoffmann',
    name: 'Hoffmann Gerüstbau GmbH',
    market: 'de',
    place: { street: 'Querstraße 12', zipCode: '04103', city: 'Leipzig' },
    site: { street: 'Großenhainer Straße 101', zipCode: '01127', city: 'Dresden' },
    agreementDiscount: 11,
    allowed: [],
    settings: {
      on: ['ForceApproval', 'UseProjectNumber'],
      requiredInCheckout: ['ProjectNumber'],
      extra: { AttestantSetting: 'AttestantPerProjectNumber' },
    },
    projectAttestants: { 'P-1001': 'katrin.approver', 'P-1002': 'guenther.superadmin' },
  },
  {
    // Amount limits per month, shown as points (dollars / 10); customer admins are limited too and a
    // plain one sees the limits disabled. No forced approval: only an order over a limit waits.
    key: 'harborpoint',
    name: 'Harbor Point Transit Co.',
    market: 'us',
    place: { street: '2700 Alaskan Way', zipCode: '98121', city: 'Seattle', region: 'WA' },
    agreementDiscount: 9,
    allowed: [],
    settings: {
      on: [],
      extra: {
        UseAmountLimit: 'True',
        UseAmountLimitForCustomerAdmins: 'True',
        ShowPoints: 'True',
        PricePointsFactor: '10',
        AmountLimitPeriod: 'Month',
      },
    },
    // $1,500.00 for a buyer without their own limit; $25,000.00 a month for the whole company.
    defaultAmount: 150_000,
    invoiceCreditStopAmount: 2_500_000,
  },
  {
    // Company teams: Sabine, a customer admin who is not super, sees and approves her own team only.
    key: 'brueckner',
    name: 'Brückner & Voß Gebäudereinigung GmbH',
    market: 'de',
    place: { street: 'Hohenzollernring 52', zipCode: '50672', city: 'Köln' },
    agreementDiscount: 16,
    allowed: [],
    settings: {
      on: ['ForceApproval'],
      extra: { AttestantSetting: 'AttestantPerUser', UseCompanyTeam: 'True', CompanyTeamType: 'CompanyTeam' },
    },
  },
];
