import type { Random } from './random';

/** The markets generated (benchmark) companies are spread over, with how often each comes up. */
export const GENERATED_MARKETS = [
  ['se', 4],
  ['de', 3],
  ['us', 2],
  ['no', 1],
  ['fi', 1],
] as const;

export type WorldMarket = (typeof GENERATED_MARKETS)[number][0];

export interface Place {
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  readonly region?: string;
}

interface CountryStyle {
  /** ISO 3166-1 numeric code, the country id of addresses. */
  readonly countryId: number;
  readonly surnames: readonly string[];
  readonly trades: readonly string[];
  readonly legalForms: readonly string[];
  readonly streets: readonly string[];
  readonly cities: readonly (readonly [city: string, zipPrefix: string, region?: string])[];
  /** Number before or after the street name. */
  readonly numberFirst: boolean;
  readonly zip: (rng: Random, prefix: string) => string;
  readonly orgNo: (rng: Random) => string;
  readonly vatNo: (orgNo: string, rng: Random) => string | null;
  readonly phonePrefix: string;
  readonly topDomain: string;
  /** Who opens the invoices: the care-of line of invoice addresses. */
  readonly invoiceCareOf: string;
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

export const COUNTRY_STYLE: Readonly<Record<WorldMarket, CountryStyle>> = {
  se: {
    countryId: 752,
    surnames: [
      'Ahlström',
      'Björk',
      'Ekdahl',
      'Forsberg',
      'Hägg',
      'Lindqvist',
      'Nyström',
      'Sjöberg',
      'Åström',
      'Öberg',
    ],
    trades: [
      'Bygg',
      'Måleri',
      'El & Tele',
      'VVS',
      'Städ',
      'Fastighetsservice',
      'Mark & Anläggning',
      'Plåtslageri',
    ],
    legalForms: ['AB'],
    streets: [
      'Storgatan',
      'Industrivägen',
      'Verkstadsgatan',
      'Hamngatan',
      'Björkvägen',
      'Ängsvägen',
      'Södra Långgatan',
    ],
    cities: [
      ['Stockholm', '11'],
      ['Göteborg', '41'],
      ['Malmö', '21'],
      ['Umeå', '90'],
      ['Örebro', '70'],
      ['Västerås', '72'],
      ['Jönköping', '55'],
      ['Luleå', '97'],
    ],
    numberFirst: false,
    zip: (rng, prefix) => `${prefix}${rng.int(0, 9)} ${digits(rng, 2)}`,
    orgNo: (rng) => `556${digits(rng, 3)}-${digits(rng, 4)}`,
    vatNo: (orgNo) => `SE${orgNo.replace('-', '')}01`,
    phonePrefix: '+46 8',
    topDomain: 'se',
    invoiceCareOf: 'Ekonomiavdelningen',
  },
  de: {
    countryId: 276,
    surnames: [
      'Schäfer',
      'Müller',
      'Weiß',
      'Groß',
      'Köhler',
      'Krüger',
      'Schröder',
      'Fuchs',
      'Brückner',
      'Jäger',
    ],
    trades: [
      'Bau',
      'Gebäudereinigung',
      'Elektrotechnik',
      'Dachdeckerei',
      'Malerbetrieb',
      'Straßenbau',
      'Sanitär & Heizung',
    ],
    legalForms: ['GmbH', 'GmbH & Co. KG'],
    streets: ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Mühlenweg', 'Schloßallee', 'Gewerbering'],
    cities: [
      ['Berlin', '10'],
      ['Hamburg', '20'],
      ['München', '80'],
      ['Köln', '50'],
      ['Düsseldorf', '40'],
      ['Nürnberg', '90'],
      ['Lübeck', '23'],
      ['Würzburg', '97'],
    ],
    numberFirst: false,
    zip: (rng, prefix) => `${prefix}${digits(rng, 3)}`,
    orgNo: (rng) => `HRB ${rng.int(10_000, 99_999)}`,
    vatNo: (_orgNo, rng) => `DE${rng.int(1, 9)}${digits(rng, 8)}`,
    phonePrefix: '+49 30',
    topDomain: 'de',
    invoiceCareOf: 'Buchhaltung',
  },
  us: {
    countryId: 840,
    surnames: [
      'Hudson',
      'Cascade',
      'Lone Star',
      'Redwood',
      'Prairie',
      'Keystone',
      'Summit',
      'Bayou',
      'Granite',
    ],
    trades: [
      'Construction',
      'Electric',
      'Facility Services',
      'Roofing',
      'Plumbing',
      'Landscaping',
      'Utilities',
    ],
    legalForms: ['LLC', 'Inc.'],
    streets: ['Main Street', 'Industrial Parkway', 'Commerce Drive', 'Oak Avenue', 'Lakeshore Boulevard'],
    cities: [
      ['Chicago', '606', 'IL'],
      ['Houston', '770', 'TX'],
      ['Denver', '802', 'CO'],
      ['Detroit', '482', 'MI'],
      ['Seattle', '981', 'WA'],
      ['Minneapolis', '554', 'MN'],
    ],
    numberFirst: true,
    zip: (rng, prefix) => `${prefix}${digits(rng, 2)}`,
    orgNo: (rng) => `${digits(rng, 2)}-${digits(rng, 7)}`,
    vatNo: () => null,
    phonePrefix: '+1 312',
    topDomain: 'com',
    invoiceCareOf: 'Accounts Payable',
  },
  no: {
    countryId: 578,
    surnames: ['Bakke', 'Dahl', 'Haugen', 'Løvås', 'Sæther', 'Strøm', 'Aasheim', 'Bråten'],
    trades: ['Bygg', 'Elektro', 'Rørlegger', 'Renhold', 'Maskin & Anlegg'],
    legalForms: ['AS'],
    streets: ['Storgata', 'Industriveien', 'Havnegata', 'Kirkegata', 'Fjordveien'],
    cities: [
      ['Oslo', '01'],
      ['Bergen', '50'],
      ['Trondheim', '70'],
      ['Tromsø', '90'],
      ['Bodø', '80'],
    ],
    numberFirst: false,
    zip: (rng, prefix) => `${prefix}${digits(rng, 2)}`,
    orgNo: (rng) => `9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    vatNo: (orgNo) => `NO${orgNo.replaceAll(' ', '')}MVA`,
    phonePrefix: '+47 22',
    topDomain: 'no',
    invoiceCareOf: 'Regnskap',
  },
  fi: {
    countryId: 246,
    surnames: ['Mäkinen', 'Virtanen', 'Häkkinen', 'Järvinen', 'Kärkkäinen', 'Lindroos'],
    trades: ['Rakennus', 'Sähkö', 'Kiinteistöpalvelu', 'LVI', 'Maalaus'],
    legalForms: ['Oy'],
    streets: ['Teollisuuskatu', 'Satamakatu', 'Mäkelänkatu', 'Hämeenkatu', 'Kauppakatu'],
    cities: [
      ['Helsinki', '00'],
      ['Tampere', '33'],
      ['Turku', '20'],
      ['Oulu', '90'],
      ['Jyväskylä', '40'],
    ],
    numberFirst: false,
    zip: (rng, prefix) => `${prefix}${digits(rng, 3)}`,
    orgNo: (rng) => `${digits(rng, 7)}-${rng.int(0, 9)}`,
    vatNo: (orgNo) => `FI${orgNo.replace('-', '')}`,
    phonePrefix: '+358 9',
    topDomain: 'fi',
    invoiceCareOf: 'Laskutus',
  },
};

export function randomPlace(rng: Random, market: WorldMarket): Place {
  const style = COUNTRY_STYLE[market];
  const [city, zipPrefix, region] = rng.pick(style.cities);
  const street = rng.pick(style.streets);
  const number = rng.int(1, style.numberFirst ? 9_999 : 120);
  return {
    street: style.numberFirst ? `${number} ${street}` : `${street} ${number}`,
    zipCode: style.zip(rng, zipPrefix),
    city,
    ...(region ? { region } : {}),
  };
}

/** A realistic company name of the market: surname, trade and legal form ("Sjöberg Måleri AB"). */
export function randomCompanyName(rng: Random, market: WorldMarket, place: Place): string {
  const style = COUNTRY_STYLE[market];
  return `${rng.pick(style.surnames)} ${rng.pick(style.trades)} ${place.city} ${rng.pick(style.legalForms)}`;
}
