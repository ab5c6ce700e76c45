/**
 * Compiled message formats for the whole process. next-intl makes a fresh cache per request, so
 * every page parsed each ICU message it formats again and built an IntlMessageFormat (which
 * resolves its locale and plural rules) per message and request. Messages are fixed at build time
 * and the cache's keys hold the message, the locale and the formats, so one cache serves every
 * request. The request config (request.ts) hands it over as `_cache`: next-intl passes fields it
 * does not know on to its translators, and use-intl's createTranslator takes its cache from there
 * (messageCache.test.ts checks both).
 *
 * The shape of use-intl's own cache (its _createCache), written out: importing from the package
 * root here would switch on appConfig.d.ts's message key types for the whole app, which lists
 * only some of the namespaces.
 */
export const processMessageCache = {
  dateTime: {},
  number: {},
  message: {},
  relativeTime: {},
  pluralRules: {},
  list: {},
  displayNames: {},
};
