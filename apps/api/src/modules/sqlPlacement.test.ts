import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The slices held to the rule so far; a module joins by being listed. */
const SLICES = [
  'listing',
  'productDetail',
  'catalogue',
  'cart',
  'priceService',
  'promotion',
  'order',
  'catalogueIndex',
  'vocabulary',
  'products',
  'stock',
];

const isRepository = (file: string) => /\/(repository|[a-z]\w*Repository)\.ts$/.test(file);
const sourcesOf = (slice: string) =>
  readdirSync(join(import.meta.dirname, slice))
    // Test helpers (*.testing.ts) set up and read test data directly, as the tests themselves do.
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.testing.ts'))
    .map((file) => ({
      file: `${slice}/${file}`,
      text: readFileSync(join(import.meta.dirname, slice, file), 'utf8'),
    }));

describe('where SQL lives', () => {
  const sources = SLICES.flatMap(sourcesOf);

  it('finds the slices’ sources', () => {
    expect(sources.filter((s) => isRepository(s.file)).length).toBeGreaterThanOrEqual(SLICES.length);
  });

  it('writes SQL only in repositories', () => {
    const offenders = sources.filter((s) => !isRepository(s.file) && /from 'drizzle-orm/.test(s.text));
    expect(offenders.map((s) => s.file)).toEqual([]);
  });

  it('reads raw rows only through declared row queries, whose shapes the repository tests check', () => {
    const offenders = sources.filter((s) => /\.rows\s*[<(]/.test(s.text));
    expect(offenders.map((s) => s.file)).toEqual([]);
  });
});
