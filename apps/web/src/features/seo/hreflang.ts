import type { Market } from '@workwear/domain';

/**
 * The hreflang alternates of one page: its address per culture of the market, plus `x-default`, the
 * address in the market's default culture, for visitors whose language the market does not have.
 * Pages (head links) and the sitemap state the same set through this one rule.
 */
export function hreflangAlternates(
  market: Pick<Market, 'defaultLocale'>,
  byCulture: Readonly<Record<string, string>>,
): Record<string, string> {
  const fallback = byCulture[market.defaultLocale];
  return fallback === undefined ? { ...byCulture } : { ...byCulture, 'x-default': fallback };
}
