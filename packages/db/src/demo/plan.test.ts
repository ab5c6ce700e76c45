import { describe, expect, it } from 'vitest';
import { categoryTranslationRows } from './categories';
import { GARMENT_TYPES } from './garmentTypes';
import { navigationTranslationRows } from './navigation';
import { parametricValueTranslationRows } from './parametrics';
import { planCatalogue } from './plan';
import { productName, productText, productUsps, uniqueNameOf } from './productTexts';
import { LANGUAGES } from './texts';

const TODAY = '2026-11-21';

describe('planCatalogue', () => {
  const plan = planCatalogue(2_000, 20261121, TODAY);

  it('is deterministic', () => {
    const again = planCatalogue(2_000, 20261121, TODAY);
    expect(again.products.map(uniqueNameOf)).toEqual(plan.products.map(uniqueNameOf));
    expect(
      again.products.flatMap((p) => p.variants.map((v) => [v.partNo, v.popRank30, v.priceEurCents])),
    ).toEqual(plan.products.flatMap((p) => p.variants.map((v) => [v.partNo, v.popRank30, v.priceEurCents])));
  });

  it('gives unique 8-digit base part numbers and unique 12-character variant part numbers', () => {
    const bases = plan.products.map((p) => p.basePartNo);
    expect(new Set(bases).size).toBe(bases.length);
    for (const base of bases) expect(base).toMatch(/^1\d{7}$/);
    const partNos = plan.products.flatMap((p) => p.variants.map((v) => v.partNo));
    expect(new Set(partNos).size).toBe(partNos.length);
    for (const p of plan.products) {
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(5);
      for (const v of p.variants) expect(v.partNo).toBe(p.basePartNo + v.colour.colorCode);
    }
  });

  it('discontinues a colour of some products and every colour of a few, without moving other rows', () => {
    const discontinued = plan.products.flatMap((p) => p.variants.filter((v) => v.discontinued));
    const whole = plan.products.filter((p) => p.variants.every((v) => v.discontinued));
    const mixed = plan.products.filter(
      (p) => p.variants.some((v) => v.discontinued) && p.variants.some((v) => !v.discontinued),
    );
    expect(whole.length).toBeGreaterThanOrEqual(10);
    expect(mixed.length).toBeGreaterThanOrEqual(30);
    expect(discontinued.every((v) => v.soldOut)).toBe(true);
    // Skus exist only for sellable colours.
    const skus = plan.products.reduce(
      (n, p) => n + p.sizes.length * p.variants.filter((v) => !v.discontinued).length,
      0,
    );
    expect(plan.skuCount).toBe(skus);
    expect(plan.variantCount).toBe(plan.products.reduce((n, p) => n + p.variants.length, 0));
    // The test catalogue (120 products, seed 7) has both kinds too.
    const small = planCatalogue(120, 7, TODAY).products;
    expect(small.some((p) => p.variants.every((v) => v.discontinued))).toBe(true);
    expect(
      small.some((p) => p.variants.some((v) => v.discontinued) && p.variants.some((v) => !v.discontinued)),
    ).toBe(true);
  });

  it('ranks popularity as a permutation with some gaps', () => {
    const ranks = plan.products.flatMap((p) => p.variants.map((v) => v.popRank30)).filter((r) => r !== null);
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(Math.max(...ranks)).toBe(ranks.length);
    expect(ranks.length).toBeLessThan(plan.variantCount);
  });

  it('dates news within 90 days and everything within three years', () => {
    for (const p of plan.products) {
      for (const v of p.variants) {
        expect(v.firstSaleDate <= TODAY).toBe(true);
        expect(v.firstSaleDate >= (p.news ? '2026-08-23' : '2023-11-22')).toBe(true);
      }
    }
  });

  it('gives hi-vis garments a class and hi-vis colours only', () => {
    const hiVis = plan.products.filter((p) => p.hiVisClass !== null);
    expect(hiVis.length).toBeGreaterThan(0);
    for (const p of hiVis) {
      expect(p.standards).toContain(`en-iso-20471-class-${p.hiVisClass}`);
      for (const v of p.variants) expect(v.colour.code).toMatch(/^hi-vis-/);
    }
  });

  it('names every product in every language, with 3-8 selling points', () => {
    for (const p of plan.products.slice(0, 300)) {
      for (const lang of LANGUAGES) {
        const text = productText(p, lang);
        expect(text.name.trim()).not.toBe('');
        expect(text.description.length).toBeGreaterThan(text.name.length + 20);
        expect(text.description).not.toMatch(/\{|\}|undefined|lorem/i);
      }
      const usps = productUsps(p, 1);
      expect(usps.length).toBeGreaterThanOrEqual(3);
      expect(usps.length).toBeLessThanOrEqual(8);
      expect(uniqueNameOf(p)).toMatch(new RegExp(`^[a-z0-9-]+-${p.basePartNo}$`));
    }
  });

  it("calls softshell jackets 'softshell jacket' in English", () => {
    const softshell = plan.products.filter((p) => p.type.code === 'softshell-jacket');
    expect(softshell.length).toBeGreaterThan(0);
    for (const p of softshell) expect(productName(p, 'en').toLowerCase()).toMatch(/softshell jacket/);
  });

  it('uses every garment type', () => {
    const seen = new Set<string>();
    for (const p of plan.products) seen.add(p.type.code);
    expect(seen.size).toBe(GARMENT_TYPES.length);
  });
});

describe('static vocabulary', () => {
  it('has no empty texts and unique slugs per language', () => {
    for (const rows of [categoryTranslationRows(), parametricValueTranslationRows()]) {
      for (const row of rows)
        for (const cell of row) if (typeof cell === 'string') expect(cell.trim()).not.toBe('');
    }
    const slugs = new Set<string>();
    for (const [, lang, , slug] of categoryTranslationRows()) {
      const key = `${lang}/${slug}`;
      expect(slugs.has(key), key).toBe(false);
      slugs.add(key);
    }
    expect(navigationTranslationRows().length).toBeGreaterThan(0);
  });
});
