import { cultureFor, DEFAULT_LANGUAGE, isSupportedLanguage } from '@workwear/domain';
import { getRequestConfig } from 'next-intl/server';
import { getMarket } from '@/lib/shopContext';
import { processMessageCache } from './messageCache';
import { loadCultureMessages } from './messages';

/** The shop's time zone for dates and times in pages (next-intl's formatters and our own). */
export const SHOP_TIME_ZONE = 'Europe/Stockholm';

// Pages pass their language explicitly (getTranslations({ locale })); the [lang] segment is the
// fallback. Anything that is not one of the 14 languages never reaches a page (proxy.ts), so the
// default here only covers pages outside [lang] (/error, /404).

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  const language = isSupportedLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  // The market's culture of the language picks its variant: English in the US market reads en-US.
  const culture = cultureFor(await getMarket(), language);
  // Every request's translators take their compiled formats from the process's cache (messageCache.ts).
  const config = {
    locale: language,
    messages: await loadCultureMessages(language, culture),
    timeZone: SHOP_TIME_ZONE,
    _cache: processMessageCache,
  };
  return config;
});
