import {
  defaultSortKey,
  isB2B,
  isB2C,
  type ProductListState,
  type RoleCode,
  type SortKey,
  type SortOption,
  type SortVisibilityContext,
  sortOptionOf,
  visibleSortOptions,
} from '@workwear/domain';

export type SortVisitor = SortVisibilityContext & { readonly isB2B: boolean };

export type SortChoice = {
  /** The sort menu, in the spec's order, as this visitor may see it. */
  readonly options: readonly SortOption[];
  /** The active sort; undefined while a search is ordered by relevance (no sort chosen yet). */
  readonly active: SortKey | undefined;
  /** The field and order the API is asked for; undefined lets the API rank a search by relevance. */
  readonly apiSort: SortOption | undefined;
};

/**
 * The sort in force. A sort from the URL counts only if the visitor's menu offers it (a shared link
 * with a hidden sort falls back to the default). Without a chosen sort a search keeps the API's
 * relevance order, which answers the question asked better than popularity does; every other list
 * uses the visitor's default sort (popularity rank for anonymous and consumer visitors).
 */
export function sortChoice(state: ProductListState, visitor: SortVisitor): SortChoice {
  const options = visibleSortOptions(visitor);
  const requested = options.find((o) => o.key === state.sort);
  if (requested) return { options, active: requested.key, apiSort: requested };
  if (state.query !== '') return { options, active: undefined, apiSort: undefined };
  const fallback = defaultSortKey(visitor);
  return { options, active: fallback, apiSort: sortOptionOf(fallback) };
}

/**
 * The visitor as the sort menu sees them. A signed-in business buyer's lists are at their company's
 * agreement prices, which is the spec's agreement context; popularity rank is offered there only with
 * the market's flag UseBestSellingColorVariant. Without prices shown there is no price sort.
 */
export function sortVisitorFor(
  role: RoleCode | null,
  isB2CMarket: boolean,
  useBestSellingColorVariant: boolean,
  pricesShown = true,
): SortVisitor {
  return {
    pricesShown,
    isAnonymous: role === null,
    isB2C: isB2C(role),
    isB2B: isB2B(role),
    isB2CMarket,
    inAgreementContext: isB2B(role),
    useBestSellingColorVariant,
  };
}
