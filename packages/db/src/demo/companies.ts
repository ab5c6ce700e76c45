import { getMarketByName, type Market, PRICE_LIST_TYPE } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';
import {
  COUNTRY_STYLE,
  GENERATED_MARKETS,
  type Place,
  randomCompanyName,
  randomPlace,
  type WorldMarket,
} from './companyPlaces';
import { agreementListId, priceListIdByCode, type WorldPriceList } from './companyPrices';
import { type CompanySettingsDef, randomSettings, settingValues } from './companySettings';
import { demoLogin } from './demoAccounts';
import { NAMED_COMPANIES } from './namedCompanies';
import { STREAM } from './plan';
import { type Random, streamFor } from './random';
import { slugify } from './slug';

export interface CompanyPlan {
  readonly id: number;
  /** Stable key of a named company ('nordbygg'); generated ones are 'generated-<id>'. */
  readonly key: string;
  readonly parentId: number | null;
  readonly name: string;
  readonly market: Market;
  readonly coopCode: string;
  readonly orgNo: string;
  readonly vatNo: string | null;
  readonly emailAddress: string;
  readonly phoneNumber: string;
  readonly web: string;
  readonly innerCompany: boolean;
  readonly punchOutType: 'OCI4' | 'CXML' | null;
  readonly blocked: boolean;
  readonly deliveryAddresses: readonly Place[];
  readonly invoiceAddress: Place;
  readonly invoiceCareOf: string;
  readonly countryId: number;
  readonly settings: CompanySettingsDef;
  /** The company's own agreement list, or null. */
  readonly agreement: WorldPriceList | null;
  readonly primaryPriceListId: number | null;
  /** Allowed lists: the primary one first, then the others. */
  readonly allowedPriceListIds: readonly number[];
  /** The company form's defaultAmount and invoiceCreditStopAmount, minor units; 0 is none. */
  readonly defaultAmount: number;
  readonly invoiceCreditStopAmount: number;
  /** Project number to its attestant's e-mail (company_project_attestants). */
  readonly projectAttestants: Readonly<Record<string, string>>;
}

/** Companies of the named world that have an agreement list (the rest buy at public prices). */
export const NAMED_WITH_AGREEMENT = NAMED_COMPANIES.filter((c) => c.agreementDiscount !== null).length;

function marketOf(name: WorldMarket): Market {
  const market = getMarketByName(name);
  if (!market) throw new Error(`market ${name} is missing`);
  return market;
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

interface CompanyDraft {
  key: string;
  parentId: number | null;
  name: string;
  market: WorldMarket;
  place: Place;
  site?: Place | undefined;
  agreementDiscount: number | null;
  allowedCodes: readonly string[];
  settings: CompanySettingsDef;
  punchOutType?: 'OCI4' | 'CXML' | undefined;
  innerCompany?: boolean | undefined;
  blocked?: boolean | undefined;
  defaultAmount?: number | undefined;
  invoiceCreditStopAmount?: number | undefined;
  /** Project number to the login name part of its attestant. */
  projectAttestants?: Readonly<Record<string, string>> | undefined;
}

/** Agreement lists cover about a third of the products, at a company discount plus up to 4 points. */
const AGREEMENT_SHARE = 0.35;

function plan(
  draft: CompanyDraft,
  id: number,
  agreementIndex: number | null,
  parentPlace: Place | null,
  rng: Random,
): CompanyPlan {
  const style = COUNTRY_STYLE[draft.market];
  const market = marketOf(draft.market);
  const slug = slugify(draft.name.replace(/\b(AB|GmbH|LLC|Inc|Corp|AS|Oy)\b\.?/g, ''));
  const orgNo = style.orgNo(rng);
  const agreement: WorldPriceList | null =
    agreementIndex === null || draft.agreementDiscount === null
      ? null
      : {
          id: agreementListId(agreementIndex),
          code: `AGREEMENT-${market.marketId}-${String(id).padStart(5, '0')}`,
          name: `Agreement price list ${draft.name}`,
          type: PRICE_LIST_TYPE.Agreement,
          market,
          spec: {
            share: AGREEMENT_SHARE,
            minPercent: draft.agreementDiscount,
            maxPercent: draft.agreementDiscount + 4,
          },
        };
  const others = draft.allowedCodes.map(priceListIdByCode);
  const allowed = agreement ? [agreement.id, ...others] : others;
  return {
    id,
    key: draft.key,
    parentId: draft.parentId,
    name: draft.name,
    market,
    coopCode: `${market.marketId}${String(id).padStart(6, '0')}`,
    orgNo,
    vatNo: style.vatNo(orgNo, rng),
    emailAddress: `order@${slug}.example`,
    phoneNumber: `${style.phonePrefix} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    web: `https://www.${slug}.example`,
    innerCompany: draft.innerCompany ?? false,
    punchOutType: draft.punchOutType ?? null,
    blocked: draft.blocked ?? false,
    deliveryAddresses: draft.site ? [draft.place, draft.site] : [draft.place],
    // Groups invoice centrally: a child's invoices go to its parent's head office.
    invoiceAddress: parentPlace ?? draft.place,
    invoiceCareOf: style.invoiceCareOf,
    countryId: style.countryId,
    settings: draft.settings,
    agreement,
    primaryPriceListId: allowed[0] ?? null,
    allowedPriceListIds: allowed,
    defaultAmount: draft.defaultAmount ?? 0,
    invoiceCreditStopAmount: draft.invoiceCreditStopAmount ?? 0,
    projectAttestants: Object.fromEntries(
      Object.entries(draft.projectAttestants ?? {}).map(([project, name]) => [project, demoLogin(name)]),
    ),
  };
}

/**
 * The demo world's companies: the named ones, then generated ones until `withAgreement` companies have
 * an agreement list (benchmarks: `--companies 1000`). Generated companies come in groups of a parent and
 * three children, in markets drawn from GENERATED_MARKETS. Same seed and count, same companies.
 */
export function planCompanies(seed: number, withAgreement: number): CompanyPlan[] {
  const companies: CompanyPlan[] = [];
  const byKey = new Map<string, CompanyPlan>();
  let agreements = 0;
  const add = (draft: CompanyDraft, parentPlace: Place | null) => {
    const id = companies.length + 1;
    const rng = streamFor(seed, STREAM.companies, id);
    const index = draft.agreementDiscount === null ? null : agreements++;
    const company = plan(draft, id, index, parentPlace, rng);
    companies.push(company);
    byKey.set(company.key, company);
    return company;
  };

  for (const named of NAMED_COMPANIES) {
    const parent = named.parent ? byKey.get(named.parent) : undefined;
    if (named.parent && !parent) throw new Error(`parent ${named.parent} must come before ${named.key}`);
    add(
      {
        ...named,
        parentId: parent?.id ?? null,
        allowedCodes: named.allowed,
      },
      parent?.invoiceAddress ?? null,
    );
  }

  let parent: CompanyPlan | null = null;
  while (agreements < withAgreement) {
    const id = companies.length + 1;
    const rng = streamFor(seed, STREAM.generatedCompanies, id);
    const isParent = parent === null || (id - NAMED_COMPANIES.length) % 4 === 1;
    const market = rng.weighted(GENERATED_MARKETS, ([, weight]) => weight)[0];
    const place = randomPlace(rng, market);
    const draft: CompanyDraft = {
      key: `generated-${id}`,
      parentId: isParent ? null : (parent?.id ?? null),
      name: randomCompanyName(rng, market, place),
      market,
      place,
      agreementDiscount: rng.int(5, 25),
      allowedCodes: [],
      settings: randomSettings(rng),
    };
    const company = add(draft, isParent ? null : (parent?.invoiceAddress ?? null));
    if (isParent) parent = company;
  }
  return companies;
}

type Rows = BulkValue[][];

export function companyRows(companies: readonly CompanyPlan[]): Rows {
  return companies.map((c) => [
    c.id,
    c.parentId,
    c.name,
    c.market.name,
    c.coopCode,
    c.orgNo,
    c.vatNo,
    c.emailAddress,
    c.phoneNumber,
    c.web,
    c.innerCompany,
    c.punchOutType,
    c.primaryPriceListId,
    c.blocked,
    c.defaultAmount,
    c.invoiceCreditStopAmount,
  ]);
}

export function companyAddressRows(companies: readonly CompanyPlan[]): Rows {
  return companies.flatMap((c) => {
    const row = (kind: string, position: number, careOf: string | null, p: Place): BulkValue[] => [
      c.id,
      kind,
      position,
      careOf,
      p.street,
      null,
      p.zipCode,
      p.city,
      p.region ?? null,
      c.countryId,
    ];
    return [
      ...c.deliveryAddresses.map((p, i) => row('delivery', i, null, p)),
      row('invoice', 0, c.invoiceCareOf, c.invoiceAddress),
    ];
  });
}

export function companySettingRows(companies: readonly CompanyPlan[]): Rows {
  return companies.flatMap((c) => settingValues(c.settings).map(([key, value]) => [c.id, key, value]));
}

export function companyPriceListRows(companies: readonly CompanyPlan[]): Rows {
  return companies.flatMap((c) => c.allowedPriceListIds.map((listId) => [c.id, listId]));
}

export function companyProjectAttestantRows(companies: readonly CompanyPlan[]): Rows {
  return companies.flatMap((c) =>
    Object.entries(c.projectAttestants).map(([project, email]) => [c.id, project, email]),
  );
}
