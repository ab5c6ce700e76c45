import type { Market, MarketName } from './markets';

/** The markets the switcher offers only with the flag UseSiAndHrInLanguageSwitcher on. */
export const FLAGGED_SWITCHER_MARKETS: readonly MarketName[] = ['hr', 'si'];

/**
 * The markets the market and language switcher lists, in the given order: Croatia and Slovenia only
 * with UseSiAndHrInLanguageSwitcher, except the visitor's own market, which is always listed so the
 * switcher never shows a choice the visitor is not in.
 */
export function switcherMarkets(
  markets: readonly Market[],
  current: Market,
  useSiAndHrInLanguageSwitcher: boolean,
): readonly Market[] {
  if (useSiAndHrInLanguageSwitcher) return markets;
  return markets.filter((m) => m.name === current.name || !FLAGGED_SWITCHER_MARKETS.includes(m.name));
}
