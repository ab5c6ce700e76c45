import type { Metadata } from 'next';
import { localizedPath } from '@/features/shell';
import type { ShopContext } from '@/lib/shopContext';
import { hreflangAlternates } from './hreflang';

/**
 * Canonical URL and hreflang alternates of the current page: one per language of the market, plus
 * x-default (hreflangAlternates). The query string is left out of all of them, so list
 * variations (filters, sort, paging) point search engines at the list itself.
 */
export async function pageAlternates(context: ShopContext): Promise<NonNullable<Metadata['alternates']>> {
  const entries = await Promise.all(
    context.market.locales.map(
      async (locale) =>
        [locale.cultureCode, await localizedPath(context.pathname, context.market, locale.name)] as const,
    ),
  );
  return {
    canonical: context.pathname,
    languages: hreflangAlternates(context.market, Object.fromEntries(entries)),
  };
}
