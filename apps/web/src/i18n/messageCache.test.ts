import { _createCache, _createIntlFormatters, createTranslator, initializeConfig } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { processMessageCache } from './messageCache';
import { loadMessages } from './messages';

type Translate = (key: string, values: Record<string, number>) => string;

/** What next-intl does per request with the request config (request.ts): getConfig, then a translator. */
async function requestTranslator(): Promise<Translate> {
  const config = initializeConfig({
    locale: 'sv',
    messages: await loadMessages('sv'),
    timeZone: 'UTC',
    _cache: processMessageCache,
  });
  // next-intl adds formatters of the request's own; the cache of compiled messages stays ours.
  const t = createTranslator({
    ...config,
    namespace: 'common',
    _formatters: _createIntlFormatters({ ...processMessageCache }),
  });
  // The loaded messages are untyped JSON here, so the translator's key types do not apply.
  return t as unknown as Translate;
}

describe('processMessageCache', () => {
  it("has use-intl's cache shape", () => {
    expect(Object.keys(processMessageCache).sort()).toEqual(Object.keys(_createCache()).sort());
  });

  it('is what a request translator compiles into, and the next request reuses it', async () => {
    const before = Object.keys(processMessageCache.message).length;
    expect((await requestTranslator())('card.colours', { count: 3 })).toBe('3 färger');
    const compiled = Object.keys(processMessageCache.message).length;
    expect(compiled).toBe(before + 1);
    expect((await requestTranslator())('card.colours', { count: 1 })).toBe('1 färg');
    expect(Object.keys(processMessageCache.message).length).toBe(compiled);
  });
});
