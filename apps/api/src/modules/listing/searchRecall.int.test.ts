import type { ProductListResponse } from '@workwear/contracts';
import { COMPOUND_LANGUAGES, cultureFor, type Language, MARKETS, MAX_PAGE_SIZE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

/** The words for jacket and trousers as the demo catalogue's names write them, alone or in compounds. */
const WORDS: Record<string, readonly [string, string]> = {
  de: ['jacke', 'hose'],
  sv: ['jacka', 'byxor'],
  nb: ['jakke', 'bukse'],
  da: ['jakke', 'bukser'],
  nl: ['jas', 'broek'],
  fi: ['takki', 'housut'],
  et: ['jope', 'püksid'],
  lv: ['jaka', 'bikses'],
  pl: ['kurtka', 'spodnie'],
  cs: ['bunda', 'kalhoty'],
  en: ['jacket', 'trousers'],
};

const MIN_RECALL = 0.95;

/** The market parameters of the first market that speaks the language. */
function marketOf(language: string): string {
  for (const market of MARKETS) {
    const culture = cultureFor(market, language);
    if (culture) return `marketId=${market.marketId}&cultureCode=${culture}`;
  }
  throw new Error(`No market speaks '${language}'.`);
}

/** Unique names of every product a list query shows (one item per product), over all its pages. */
async function listedNames(language: string, query: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await api.get<ProductListResponse>(
      `/api/product/products?${marketOf(language)}&mode=Default&pageSize=${MAX_PAGE_SIZE}&page=${page}${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const p of res.body.results) names.add(p.uniqueName);
    if (page >= res.body.totalPages) return names;
  }
}

/** The oracle: listed products whose name in the language contains the word (lower-cased, accents removed). */
async function namesContaining(language: string, word: string, listed: Set<string>): Promise<Set<string>> {
  const rows = await api.handle.rows<{ uniqueName: string }>(sql`
    SELECT p.unique_name AS "uniqueName" FROM product_translations pt JOIN products p ON p.id = pt.product_id
    WHERE pt.language = ${language}
      AND strpos(lower(unaccent(pt.name)), lower(unaccent(${word}))) > 0`);
  return new Set(rows.map((r) => r.uniqueName).filter((n) => listed.has(n)));
}

describe('search recall against the names that contain the word', () => {
  it('covers the ten compound languages and English', () => {
    expect(Object.keys(WORDS).sort()).toEqual([...COMPOUND_LANGUAGES, 'en' as Language].sort());
  });

  for (const [language, words] of Object.entries(WORDS)) {
    for (const word of words) {
      it(`${language}: '${word}' finds at least ${MIN_RECALL * 100} % of the names containing it`, async () => {
        const listed = await listedNames(language, '');
        const expected = await namesContaining(language, word, listed);
        expect(expected.size).toBeGreaterThan(5);
        const hits = await listedNames(language, `&query=${encodeURIComponent(word)}`);
        const found = [...expected].filter((n) => hits.has(n));
        const missed = [...expected].filter((n) => !hits.has(n));
        expect(found.length / expected.size, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(
          MIN_RECALL,
        );
      });
    }
  }
});
