import type { Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../../testing/rowShapes';
import { type TestServer, testServer } from '../../../testing/testServer';
import { createListingIndexStore } from '../../catalogueIndex';
import { compoundsPerWord, correctSearchWords } from '../repository';
import type { SearchWord } from '../searchQuery';
import { searchWordsOf } from './languageSearch';
import { createSearchIndexStore, type SearchIndexStore } from './searchIndexStore';
import { searchQueries as q } from './searchRepository';
import { type SearchAnswer, sqlSearch } from './sqlSearch';

let api: TestServer;
let store: SearchIndexStore;
beforeAll(async () => {
  api = await testServer();
  store = createSearchIndexStore(api.handle, createListingIndexStore(api.handle, 60_000));
});

/** The answer with ranks as the float4 PostgreSQL returns (the driver reads them as decimals). */
const float4 = (a: SearchAnswer) => ({
  exact: a.exact,
  search: a.search && { productIds: a.search.productIds, relevance: a.search.relevance.map(Math.fround) },
});

const sortedTerms = (w: SearchWord) => ({ ...w, terms: [...w.terms].sort() });

/** Queries whose in-memory answer (words, corrections, compounds, matches, ranks, article) differs from SQL's. */
async function differences(language: Language, queries: Iterable<string>): Promise<string[]> {
  const { chars, language: built } = await store.built(language);
  const found: string[] = [];
  for (const text of new Set(queries)) {
    const words = searchWordsOf(built, chars, text, compoundsPerWord(language));
    const sqlWords = await correctSearchWords(api.handle, language, text);
    // SQL orders equally similar corrections as they come; their order means nothing to the tsquery.
    if (JSON.stringify(words.map(sortedTerms)) !== JSON.stringify(sqlWords.map(sortedTerms))) {
      found.push(`${language} "${text}" words: ${JSON.stringify(words)} <> SQL ${JSON.stringify(sqlWords)}`);
      continue;
    }
    const [memory, oracle] = [
      await store.search(language, text),
      await sqlSearch(api.handle, language, text),
    ];
    const [m, o] = [float4(memory), float4(oracle)];
    if (JSON.stringify(m.search?.productIds) !== JSON.stringify(o.search?.productIds)) {
      found.push(
        `${language} "${text}" products: ${m.search?.productIds.length} <> SQL ${o.search?.productIds.length}`,
      );
    } else if (JSON.stringify(m) !== JSON.stringify(o)) {
      found.push(
        `${language} "${text}" ranks or article: ${JSON.stringify(m).slice(0, 300)} <> SQL ${JSON.stringify(o).slice(0, 300)}`,
      );
    }
  }
  return found;
}

/** A word with one letter dropped, two swapped and one replaced: the misspellings shoppers make. */
function misspellings(word: string): string[] {
  const c = [...word];
  if (c.length < 4) return [];
  const mid = c.length >> 1;
  const swapped = [...c];
  [swapped[mid - 1], swapped[mid]] = [swapped[mid]!, swapped[mid - 1]!];
  return [
    [...c.slice(0, mid), ...c.slice(mid + 1)].join(''),
    swapped.join(''),
    [...c.slice(0, mid), c[mid] === 'e' ? 'a' : 'e', ...c.slice(mid + 1)].join(''),
  ];
}

/** The words of the language's product names as written (case and accents kept), and its typo dictionary. */
async function vocabulary(language: Language) {
  const written = await api.handle.rows<{ w: string }>(sql`
    SELECT DISTINCT w FROM product_translations, regexp_split_to_table(name, '\\s+') AS w
    WHERE language = ${language} AND length(w) >= 2 ORDER BY w`);
  const terms = await q.terms.run(api.handle, language);
  return { written: written.map((r) => r.w), terms: terms.map((t) => t.term).sort() };
}

const LANGUAGES: Language[] = ['sv', 'en', 'de', 'fi', 'cs', 'pl'];

describe('the in-memory search answers as the SQL search', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every dictionary word, as written, a prefix, misspelt, and in pairs`, async () => {
      const { written, terms } = await vocabulary(language);
      const queries: string[] = [
        ...written,
        ...written.filter((w) => [...w].some((c) => c.charCodeAt(0) > 127)).map((w) => w.toUpperCase()),
      ];
      terms.forEach((term, i) => {
        queries.push(term, term.slice(0, 3), term.slice(0, 5), ...misspellings(term));
        const other = terms[(i * 7 + 3) % terms.length]!;
        if (i % 2 === 0)
          queries.push(`${term} ${other}`, `${misspellings(other)[0] ?? other} ${term.slice(0, 4)}`);
      });
      expect(await differences(language, queries)).toEqual([]);
    }, 180_000);
  }

  it('finds the compounds a word is part of in German, Swedish and Finnish', async () => {
    const queries: Record<string, string[]> = {
      de: ['jacke', 'hose', 'jack', 'arbeit', 'weste', 'jacken damen', 'softshel jake'],
      sv: ['jacka', 'byxor', 'arbets', 'väst', 'varsel jacka', 'jaka'],
      fi: ['takki', 'housut', 'työ', 'liivi', 'takk'],
    };
    for (const [language, texts] of Object.entries(queries)) {
      expect(await differences(language as Language, texts)).toEqual([]);
    }
  });

  it('reads letters of every alphabet the shop writes, and stop words', async () => {
    const texts = [
      'Ę',
      'męska kurtka',
      'dámská bunda',
      'Příliš',
      'řemen',
      'ģērbšanās',
      'jõuluvana',
      'ØRE',
      'bøks',
      'Ärmel',
      'Jäkä',
      'ß straße',
      'the',
      'and the jacket',
      'och jacka',
      'a b c',
      '€ 100 %',
      '日本 jacket',
    ];
    for (const language of [...LANGUAGES, 'lv', 'et', 'nb', 'da'] as Language[]) {
      expect(await differences(language, texts)).toEqual([]);
    }
  });

  it('finds article numbers: base, colour and sku, whole and as prefixes, grouped as people type them', async () => {
    const [s] = await api.handle.rows<{ base: string; part: string; sku: string }>(sql`
      SELECT p.base_part_no AS base, v.part_no AS part, min(s.sku) AS sku
      FROM products p JOIN variants v ON v.product_id = p.id JOIN skus s ON s.variant_id = v.id
      GROUP BY p.base_part_no, v.part_no ORDER BY p.base_part_no DESC LIMIT 1`);
    const { base, part, sku } = s!;
    const texts = [
      base,
      part,
      sku,
      sku.toLowerCase(),
      base.slice(0, 4),
      base.slice(0, 6),
      part.slice(0, 10),
      sku.slice(0, 13),
      sku.slice(0, sku.length - 1),
      `${part.slice(0, 4)} ${part.slice(4, 8)}-${part.slice(8)}`,
      `${sku}9`,
      '99999999',
      '1000',
      'softshel jaket',
    ];
    for (const language of ['en', 'sv'] as Language[]) {
      expect(await differences(language, texts)).toEqual([]);
    }
  });
});

describe('search queries on the demo data', () => {
  itChecksRowShapes<typeof q>(
    {
      charTable: (h) => q.charTable.check(h),
      surfaceWords: (h) => q.surfaceWords.check(h, 'de', 'german'),
      stems: (h) => q.stems.check(h, ['jackets', 'the'], 'english'),
      terms: (h) => q.terms.check(h, 'fi'),
      vocabularyNames: (h) => q.vocabularyNames.check(h, 'pl'),
    },
    () => api.handle,
  );
});
