import { MARKETS, type Market, switcherMarkets } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';
import { Button } from '@/ui';
import { LanguageChoice, ReturnToField } from './LanguageChoice';

// Building an Intl.DisplayNames costs about as much as rendering a small page: one per locale and kind.
const displayNames = new Map<string, Intl.DisplayNames>();
function namesFor(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}:${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

/** Region names in the page's language; the spec's 'uk' market is the ISO region GB. */
export function marketDisplayName(market: Market, culture: string): string {
  const region = market.name === 'uk' ? 'GB' : market.name.toUpperCase();
  return namesFor(culture, 'region').of(region) ?? market.name;
}

export function languageDisplayName(language: string): string {
  const name = namesFor(language, 'language').of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

const sortedMarkets = new Map<string, readonly Market[]>();
/** The market list in the page's language, sorted once per culture. */
function marketsSortedFor(culture: string): readonly Market[] {
  let markets = sortedMarkets.get(culture);
  if (!markets) {
    const collator = new Intl.Collator(culture);
    markets = [...MARKETS].sort((a, b) =>
      collator.compare(marketDisplayName(a, culture), marketDisplayName(b, culture)),
    );
    sortedMarkets.set(culture, markets);
  }
  return markets;
}

/**
 * Market and language choice. Works without JavaScript: a disclosure with a POST form for the market
 * and one for the market's languages. /preferences stores the market in a cookie and sends the
 * visitor back to the same page in the chosen language.
 */
export async function MarketSelector({ context, siAndHr }: { context: ShopContext; siAndHr: boolean }) {
  const t = await getTranslations({ locale: context.language, namespace: 'common' });
  const markets = switcherMarkets(marketsSortedFor(context.culture), context.market, siAndHr);
  return (
    <details className="group relative" data-testid="market-selector">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm hover:border-slate-500">
        <span className="sr-only">{t('market.open')}</span>
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span className="hidden sm:inline">
          {marketDisplayName(context.market, context.culture)} · {languageDisplayName(context.language)}
        </span>
        <span className="sm:hidden">
          {context.market.marketId} · {context.language.toUpperCase()}
        </span>
      </summary>
      {/* In the phone menu (a scrolling panel) the choice opens in place; from lg up it drops down. */}
      <div className="z-50 mt-2 w-72 max-w-full lg:absolute lg:right-0 rounded-lg border border-slate-200 bg-white p-4 shadow-xl">
        <p className="mb-2 text-sm font-semibold">{t('market.language')}</p>
        <LanguageChoice
          choices={context.market.locales.map((locale) => ({
            language: locale.name,
            label: languageDisplayName(locale.name),
            current: locale.name === context.language,
          }))}
        />
        <form action="/preferences" method="post">
          <ReturnToField />
          <label htmlFor="market-choice" className="mb-1 block text-sm font-semibold">
            {t('market.market')}
          </label>
          <select
            id="market-choice"
            name="market"
            defaultValue={context.market.name}
            className="mb-3 w-full rounded-md border border-slate-300 px-2 py-2 text-sm"
          >
            {markets.map((m) => (
              <option key={m.name} value={m.name}>
                {marketDisplayName(m, context.culture)}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" className="w-full">
            {t('market.save')}
          </Button>
        </form>
      </div>
    </details>
  );
}
