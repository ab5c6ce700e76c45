import type { ProductSummary } from '@workwear/contracts';
import { fullPathOf, trackProductClickCall, trackProductSearchCall } from '@workwear/contracts';
import type { Language } from '@workwear/domain';

export type SearchEvent = {
  term: string;
  totalResults: number;
  /** 'category-search' when the search is within a category's list. */
  typeOfQuery: 'search' | 'category-search';
  lang: Language;
  marketId: string;
};

const url = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/**
 * The browser's search analytics requests of one search results page, built on the server so the
 * browser needs no schema: the search's trackProductSearch URL, and per product link the
 * trackProductClick URL a click on it sends. Names of the query follow the contract
 * (packages/contracts/src/klevu.ts).
 */
export function searchAnalyticsUrls(
  event: SearchEvent,
  products: readonly (Pick<ProductSummary, 'partNo' | 'basePartNo' | 'name'> & { href: string })[],
) {
  const place = { lang: event.lang, marketId: event.marketId };
  const search = url(fullPathOf(trackProductSearchCall), {
    term: event.term,
    totalResults: String(event.totalResults),
    typeOfQuery: event.typeOfQuery,
    ...place,
  });
  const clicks: Record<string, string> = {};
  for (const product of products) {
    clicks[product.href] = url(fullPathOf(trackProductClickCall), {
      keywords: event.term,
      type: 'clicked',
      productId: product.partNo,
      productGroupId: product.basePartNo,
      productVariantId: product.partNo,
      productName: product.name,
      productUrl: product.href,
      ...place,
    });
  }
  return { search, clicks };
}
