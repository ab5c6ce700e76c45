import type { ProductListResponse } from '@workwear/contracts';
import { cookieName } from '@workwear/domain/cookieNames';
import { productHref } from '@/features/catalog';
import type { ShopContext } from '@/lib/shopContext';
import { SearchAnalyticsBeacon } from './lazyBeacon';
import { searchAnalyticsUrls } from './searchAnalyticsUrls';

type Props = {
  /** The market's UseKlevu flag. */
  on: boolean;
  context: Pick<ShopContext, 'language' | 'market' | 'https'>;
  /** The list's search term; '' when the list is not a search. */
  query: string;
  /** The search is within a category's (or group's, gender's) list rather than all products. */
  inCategory: boolean;
  list: Pick<ProductListResponse, 'total' | 'results'>;
};

/**
 * Search analytics of a search results page (spec storefront-core §7, flag UseKlevu): the search and
 * clicks on its results go to /api/klevu from the browser. From the browser rather than from this
 * render, because anonymous pages are served from the page cache for 60 s (a render-side event would
 * miss those views) and because only the browser knows the visitor's current statistics consent.
 * Nothing is rendered where the flag is off or the list is not a search.
 */
export function SearchAnalytics({ on, context, query, inCategory, list }: Props) {
  if (!on || query === '') return null;
  const { search, clicks } = searchAnalyticsUrls(
    {
      term: query,
      totalResults: list.total,
      typeOfQuery: inCategory ? 'category-search' : 'search',
      lang: context.language,
      marketId: context.market.marketId,
    },
    list.results.map((product) => ({ ...product, href: productHref(context.language, product) })),
  );
  return (
    <SearchAnalyticsBeacon
      consentCookie={cookieName('consent', context.https)}
      search={search}
      clicks={clicks}
    />
  );
}
