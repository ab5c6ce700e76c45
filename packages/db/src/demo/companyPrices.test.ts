import { describe, expect, it } from 'vitest';
import { planCompanies } from './companies';
import { discountedPriceRows, MAX_LIST_VARIANTS } from './companyPrices';
import { planCatalogue, STREAM } from './plan';
import { streamFor } from './random';

describe('company price lists', () => {
  it('cover at most 2,000 variants of a large catalogue, spread over it, each below the public price', () => {
    const { products, variantCount } = planCatalogue(6_000, 3, '2026-11-21');
    const [company] = planCompanies(3, 0);
    const list = company?.agreement;
    if (!list) throw new Error('the first named company has an agreement list');
    const rows = [...discountedPriceRows(list, products, variantCount, streamFor(3, STREAM.worldPrices, 1))];
    expect(rows.length).toBeLessThanOrEqual(MAX_LIST_VARIANTS);
    expect(rows.length).toBeGreaterThan(MAX_LIST_VARIANTS * 0.6);
    const variantIds = rows.map((r) => r[1] as number);
    expect(new Set(variantIds).size).toBe(rows.length);
    // Spread over the catalogue, not its first products only.
    expect(Math.max(...variantIds)).toBeGreaterThan(variantCount * 0.6);
  });

  it('gives named companies the same ids, codes and lists whatever the number of generated ones', () => {
    const small = planCompanies(5, 0);
    const large = planCompanies(5, 200);
    expect(large.slice(0, small.length)).toEqual(small);
    expect(large.filter((c) => c.agreement).length).toBe(200);
    expect(new Set(large.map((c) => c.coopCode)).size).toBe(large.length);
    for (const c of large) {
      if (c.parentId !== null) expect(c.parentId).toBeLessThan(c.id);
    }
  });
});
