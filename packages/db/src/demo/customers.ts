import { type Language, ROLE, type RoleCode } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';
import type { CompanyPlan } from './companies';
import { COUNTRY_STYLE, type Place, type WorldMarket } from './companyPlaces';
import { DEMO_LOGIN_DOMAIN, DEMO_PASSWORDS, DEMO_PEOPLE } from './demoAccounts';
import { STREAM } from './plan';
import { streamFor } from './random';

export interface PersonPlan {
  readonly id: number;
  readonly login: string;
  readonly password: string;
  readonly roleId: RoleCode;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly market: string;
  readonly phone: string | null;
  /** Company ids, the default first. */
  readonly companyIds: readonly number[];
  readonly info: Readonly<Record<string, string>>;
  /** The person's own addresses (home, personal delivery), the default first. */
  readonly addresses: readonly PersonAddress[];
}

export interface PersonAddress extends Place {
  readonly careOf: string | null;
  readonly countryId: number;
}

/**
 * Own addresses of some named demo people, by the name part of their login: consumers' homes (B2C
 * delivers there) and a few workers' personal delivery addresses, in each market's address style.
 */
const DEMO_ADDRESSES: Readonly<Record<string, readonly PersonAddress[]>> = {
  'elin.consumer': [
    { street: 'Götgatan 41', zipCode: '118 26', city: 'Stockholm', careOf: null, countryId: 752 },
  ],
  'oliver.consumer': [
    { street: 'Järntorget 3', zipCode: '413 04', city: 'Göteborg', careOf: null, countryId: 752 },
    { street: 'Lilla Torg 1', zipCode: '211 34', city: 'Malmö', careOf: 'Hughes Design', countryId: 752 },
  ],
  'anna.user': [
    { street: 'Åsögatan 12', zipCode: '116 24', city: 'Stockholm', careOf: null, countryId: 752 },
  ],
  'lukas.user': [
    { street: 'Schäferstraße 7', zipCode: '80331', city: 'München', careOf: null, countryId: 276 },
  ],
  'emily.user': [
    {
      street: '1420 Lakeshore Drive',
      zipCode: '60610',
      city: 'Chicago',
      region: 'IL',
      careOf: null,
      countryId: 840,
    },
  ],
};

const LANGUAGE_OF: Readonly<Record<WorldMarket, Language>> = {
  se: 'sv',
  de: 'de',
  us: 'en',
  no: 'nb',
  fi: 'fi',
};

const FIRST_NAMES: Readonly<Record<WorldMarket, readonly string[]>> = {
  se: ['Anders', 'Karin', 'Lars', 'Eva', 'Mikael', 'Sofia', 'Per', 'Åsa', 'Björn', 'Maja'],
  de: ['Jonas', 'Anna', 'Felix', 'Lea', 'Tobias', 'Jörg', 'Käthe', 'Sören', 'Günther', 'Hannah'],
  us: ['James', 'Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Ethan', 'Mia'],
  no: ['Ola', 'Kari', 'Øystein', 'Ingrid', 'Håkon', 'Sigrid'],
  fi: ['Mikko', 'Aino', 'Päivi', 'Jyrki', 'Sanna', 'Väinö'],
};

/**
 * The people of the demo world: the named demo accounts (DEMO_PEOPLE), then one User per generated
 * company, so a benchmark can sign in at any company's prices. Generated users share the User password.
 */
export function planPeople(seed: number, companies: readonly CompanyPlan[]): PersonPlan[] {
  const byKey = new Map(companies.map((c) => [c.key, c]));
  const companyId = (key: string) => {
    const company = byKey.get(key);
    if (!company) throw new Error(`demo person's company ${key} is missing`);
    return company.id;
  };
  const people: PersonPlan[] = DEMO_PEOPLE.map((p, i) => ({
    id: i + 1,
    login: p.login,
    password: p.password,
    roleId: ROLE[p.role],
    firstName: p.firstName,
    lastName: p.lastName,
    language: p.language,
    market: p.market,
    phone: null,
    companyIds: p.companies.map(companyId),
    info: p.info,
    addresses: DEMO_ADDRESSES[p.login.split('@')[0]!] ?? [],
  }));
  for (const company of companies) {
    if (!company.key.startsWith('generated-')) continue;
    const market = company.market.name as WorldMarket;
    const rng = streamFor(seed, STREAM.people, company.id);
    const id = people.length + 1;
    people.push({
      id,
      login: `c${company.id}.user@${DEMO_LOGIN_DOMAIN}`,
      password: DEMO_PASSWORDS.user,
      roleId: ROLE.User,
      firstName: rng.pick(FIRST_NAMES[market]),
      lastName: rng.pick(COUNTRY_STYLE[market].surnames),
      language: LANGUAGE_OF[market],
      market,
      phone: `${COUNTRY_STYLE[market].phonePrefix} ${rng.int(100_000, 999_999)}`,
      companyIds: [company.id],
      info: { EmployeeNo: String(rng.int(1_000, 99_999)) },
      addresses: [],
    });
  }
  return people;
}

type Rows = BulkValue[][];

export function customerRows(people: readonly PersonPlan[]): Rows {
  return people.map((p) => [
    p.id,
    `DEMO${String(p.id).padStart(6, '0')}`,
    p.firstName,
    p.lastName,
    p.login,
    p.phone,
    null,
    p.market,
    p.language,
  ]);
}

export function customerInfoRows(people: readonly PersonPlan[]): Rows {
  return people.flatMap((p) => Object.entries(p.info).map(([key, value]) => [p.id, key, value]));
}

export function customerCompanyRows(people: readonly PersonPlan[]): Rows {
  return people.flatMap((p) => p.companyIds.map((companyId, i) => [p.id, companyId, i === 0]));
}

export function customerAddressRows(people: readonly PersonPlan[]): Rows {
  return people.flatMap((p) =>
    p.addresses.map((a, position) => [
      p.id,
      position,
      a.careOf,
      a.street,
      null,
      a.zipCode,
      a.city,
      a.region ?? null,
      a.countryId,
    ]),
  );
}
