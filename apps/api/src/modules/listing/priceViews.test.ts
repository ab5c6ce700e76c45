import { effectivePrice, getMarketByName, resolvePriceContext } from '@workwear/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildView, compactList, priceAt } from '../buyerPrices';
import { buildListingIndex, type ListingRow, MISSING } from '../catalogueIndex';
import { facetCounts } from './facetCounts';
import type { ListingCriteria } from './listingCriteria';
import { listPage } from './listingEngine';

const se = getMarketByName('se')!;

function row(i: number, price: number | null): ListingRow {
  return {
    variantId: i + 1,
    productId: i + 1,
    partNo: String(i).padStart(12, '0'),
    primaryCategoryId: 1,
    categoryIds: [1],
    groupIds: [],
    familyId: null,
    productValueIds: [],
    variantValueIds: [],
    skuValueIds: [],
    popRank: i,
    starsX100: null,
    flagRank: 0,
    isDefault: true,
    isSellable: true,
    hasStock: true,
    prices: [price],
    pricesIncVat: [price === null ? null : price + 25],
    nameRanks: [i],
  };
}

const CRITERIA: ListingCriteria = {
  priceSlot: 1,
  languageSlot: 1,
  mode: 'AllVariants',
  categoryIds: [],
  groupId: undefined,
  familyId: undefined,
  selections: [],
  orValues: [],
  price: undefined,
  search: undefined,
  partNos: undefined,
  ignoredFilters: [],
};

const world = fc.record({
  market: fc.array(fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }), {
    minLength: 1,
    maxLength: 80,
  }),
  lists: fc.array(
    fc.record({
      type: fc.constantFrom(0, 5, 6, 9, 10, 11),
      prices: fc.dictionary(fc.nat(79).map(String), fc.integer({ min: 1, max: 500 })),
    }),
    {
      maxLength: 3,
    },
  ),
  agreedOnly: fc.boolean(),
  primary: fc.boolean(),
});

describe('price views over the listing index', () => {
  it('sort, page and price range by the effective price exactly as sorting everything would (fast-check)', () => {
    fc.assert(
      fc.property(world, ({ market, lists, agreedOnly, primary }) => {
        const index = buildListingIndex(
          market.map((p, i) => row(i, p)),
          'v',
        );
        const rowOf = new Map(Array.from(index.variantId, (v, r) => [v, r] as const));
        const compact = new Map(
          lists.map((l, n) => [
            100 + n,
            compactList(
              rowOf,
              Object.entries(l.prices).map(([r, price]) => ({
                variantId: Number(r) + 1,
                price,
                priceIncVat: price + 25,
              })),
            ),
          ]),
        );
        const context = resolvePriceContext({
          market: se,
          marketSettings: { hidePrice: false, showMarketPriceForAdminsAndInternals: false },
          role: 64,
          listContext: agreedOnly ? 'agreement' : 'public',
          company: {
            primaryPriceListId: primary && lists.length > 0 ? 100 : null,
            priceLists: lists.map((l, n) => ({ id: 100 + n, type: l.type, marketName: 'se' })),
            settings: {
              hidePrice: false,
              showPriceIncVat: false,
              showAgreedAssortmentOnly: false,
              showAgreedAssortmentOnlyForAllRoles: false,
              reseller: false,
            },
          },
        });
        const view = buildView(index, 1, 1, context, compact);
        const criteria = { ...CRITERIA, view };
        const effective = Array.from({ length: index.size }, (_, r) => priceAt(index, view, r));
        // The view answers what the domain's rule answers for every row.
        effective.forEach((p, r) => {
          const offers = lists.flatMap((l, n) => {
            const price = l.prices[String(r)];
            return price === undefined ? [] : [{ priceListId: 100 + n, price, priceIncVat: price + 25 }];
          });
          const m = market[r];
          const rule = effectivePrice(
            context,
            offers,
            m === null || m === undefined ? undefined : { priceListId: 1, price: m, priceIncVat: m + 25 },
          );
          expect(p).toBe(rule?.price ?? MISSING);
        });
        const offered = effective.flatMap((p, r) => (p === MISSING ? [] : [[p, r] as const]));
        for (const desc of [false, true]) {
          const expected = [...offered]
            .sort((a, b) => (desc ? b[0] - a[0] : a[0] - b[0]) || a[1] - b[1])
            .map(([p]) => p);
          const got: number[] = [];
          for (let page = 1; page <= Math.ceil(offered.length / 7) + 1; page++) {
            const { items, total } = listPage(
              index,
              criteria,
              desc ? 'HighestPrice' : 'LowestPrice',
              desc ? 'desc' : 'asc',
              page,
              7,
            );
            expect(total).toBe(offered.length);
            got.push(...items.map((i) => i.price));
          }
          expect(got).toEqual(expected);
        }
        const facets = facetCounts(index, criteria);
        const prices = offered.map(([p]) => p);
        expect(facets.total).toBe(offered.length);
        expect(facets.price.min).toBe(prices.length ? Math.min(...prices) : null);
        expect(facets.price.max).toBe(prices.length ? Math.max(...prices) : null);
      }),
      { numRuns: 300 },
    );
  });
});
