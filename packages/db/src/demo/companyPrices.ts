import { getMarketByName, grossFromNet, type Market, PRICE_LIST_TYPE } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';
import type { ProductPlan } from './plan';
import { type PriceListDef, priceLists, publicPricePairs } from './prices';
import type { Random } from './random';

/** Most variants one company's agreement list covers, however large the catalogue. */
export const MAX_LIST_VARIANTS = 2_000;

/** Which products a list covers and at what discount off the public net price. */
export interface DiscountSpec {
  /** Share of the products covered (each with all its colours), before the MAX_LIST_VARIANTS cap. */
  readonly share: number;
  readonly minPercent: number;
  readonly maxPercent: number;
}

export interface WorldPriceList extends PriceListDef {
  readonly spec: DiscountSpec;
}

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(`market ${name} is missing`);
  return found;
}

/** The catalogue's lists (public per market, two Swedish agreements) end here; the world's follow. */
const CATALOGUE_LISTS = priceLists();

/** One list of every type besides None and Agreement, so each type has something to show. */
export const OTHER_TYPE_LISTS: readonly WorldPriceList[] = [
  {
    code: 'RESELLER-SE',
    name: 'Reseller price list SE',
    type: PRICE_LIST_TYPE.Reseller,
    market: market('se'),
    spec: { share: 0.5, minPercent: 25, maxPercent: 35 },
  },
  {
    code: 'EXTERNAL-DE',
    name: 'External price list DE',
    type: PRICE_LIST_TYPE.External,
    market: market('de'),
    spec: { share: 0.4, minPercent: 5, maxPercent: 5 },
  },
  {
    code: 'PREORDER-SE',
    name: 'Pre-order price list SE – spring collection',
    type: PRICE_LIST_TYPE.PreOrder,
    market: market('se'),
    spec: { share: 0.15, minPercent: 10, maxPercent: 10 },
  },
  {
    code: 'APPLICATION-US',
    name: 'Application-specific price list US – flame-resistant garments',
    type: PRICE_LIST_TYPE.ApplicationSpecific,
    market: market('us'),
    spec: { share: 0.2, minPercent: 7, maxPercent: 12 },
  },
].map((list, i) => ({ ...list, id: CATALOGUE_LISTS.length + 1 + i }));

/** Agreement list n (0-based, in company order) has this id. */
export const agreementListId = (n: number) => CATALOGUE_LISTS.length + OTHER_TYPE_LISTS.length + 1 + n;

/** Ids at or below this belong to the catalogue; the world's lists come after. */
export const LAST_CATALOGUE_LIST_ID = CATALOGUE_LISTS.length;

const LIST_ID_BY_CODE = new Map<string, number>(
  [...CATALOGUE_LISTS, ...OTHER_TYPE_LISTS].map((l) => [l.code, l.id]),
);

export function priceListIdByCode(code: string): number {
  const id = LIST_ID_BY_CODE.get(code);
  if (id === undefined) throw new Error(`no demo price list ${code}`);
  return id;
}

export const worldPriceListRow = (l: PriceListDef): BulkValue[] => [
  l.id,
  l.code,
  l.name,
  l.type,
  l.market.name,
  l.market.currency.code,
];

/**
 * A list's prices: a share of the products, picked by rng, at minPercent-maxPercent off the market's
 * public net price (one discount per product), until MAX_LIST_VARIANTS variants. On a large catalogue
 * the share shrinks so the covered products still spread over the whole catalogue.
 */
export function* discountedPriceRows(
  list: WorldPriceList,
  products: readonly ProductPlan[],
  variantCount: number,
  rng: Random,
): Generator<BulkValue[]> {
  const { share, minPercent, maxPercent } = list.spec;
  // A little over the cap's share, so most lists of a large catalogue reach it, over most of the catalogue.
  const coverage = Math.min(share, (1.15 * MAX_LIST_VARIANTS) / Math.max(1, variantCount));
  const publicPair = publicPricePairs(list.market);
  const vat = list.market.vatRateBasisPoints;
  let written = 0;
  for (const p of products) {
    if (!rng.chance(coverage)) continue;
    const percent = rng.int(minPercent, maxPercent);
    for (const v of p.variants) {
      if (written >= MAX_LIST_VARIANTS) return;
      const [publicNet] = publicPair(v.priceEurCents);
      const net = Math.round((publicNet * (100 - percent)) / 100);
      yield [list.id, v.id, net, grossFromNet(net, vat)];
      written++;
    }
  }
}
