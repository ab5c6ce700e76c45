import { CULTURE_TEXT_VARIANTS, type CultureTextVariant, languageOfTextLocale } from '@workwear/domain';
import { FLAG } from './assortment';
import type { BulkValue } from './bulkInsert';
import type { DimensionKind } from './garmentTypes';
import {
  FIT_VALUE,
  GENDER_VALUE,
  MATERIAL_VALUE,
  PROTECTION_VALUE,
  SEASON_VALUE,
  STANDARD_VALUE,
} from './parametrics';
import { type ProductPlan, STREAM } from './plan';
import { productText, productUsps, uniqueNameOf, uspText } from './productTexts';
import { quantityFactorOf } from './quantityFactors';
import { streamFor } from './random';
import { SIZE_GROUP } from './sizes';
import { LANGUAGES } from './texts';

type Rows = Generator<BulkValue[]>;

/**
 * A demo product last changed when its newest colour went on sale (midnight UTC): derived from the
 * plan, so the same options give the same rows.
 */
export function lastChangedAt(p: ProductPlan): string {
  const newest = p.variants.reduce((max, v) => (v.firstSaleDate > max ? v.firstSaleDate : max), '');
  if (newest === '') throw new Error(`product ${p.basePartNo} has no colour`);
  return `${newest}T00:00:00Z`;
}

export function* productRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    yield [
      p.id,
      p.basePartNo,
      uniqueNameOf(p),
      p.type.categoryId,
      p.family?.id ?? null,
      p.sizeGroupId,
      p.sizeGuideId,
      p.manufacturerId,
      p.customImageSortOrder,
      p.starsAverage,
      p.type.shape,
      lastChangedAt(p),
      quantityFactorOf(p.type.code),
    ];
  }
}

export function* productTranslationRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    for (const lang of LANGUAGES) {
      const t = productText(p, lang);
      yield [p.id, lang, t.name, t.description, t.seoTitle, t.seoDescription];
    }
  }
}

/**
 * Each product's texts in the cultures with words of their own (en-US), only those that differ from
 * its language's (null reads the language's), and no row where none differs.
 */
export function* productCultureTextRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    for (const culture of Object.keys(CULTURE_TEXT_VARIANTS) as CultureTextVariant[]) {
      const own = productText(p, culture);
      const base = productText(p, languageOfTextLocale(culture));
      const differs = (key: keyof typeof own) => (own[key] === base[key] ? null : own[key]);
      const row = [differs('name'), differs('description'), differs('seoTitle'), differs('seoDescription')];
      if (row.some((text) => text !== null)) yield [p.id, culture, ...row];
    }
  }
}

export function* productCategoryRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) for (const id of p.extraCategoryIds) yield [p.id, id];
}

export function* productGroupRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) for (const id of p.groupIds) yield [p.id, id];
}

export function* productParametricValueRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    const ids = new Set<number>([GENDER_VALUE[p.gender]]);
    for (const [material] of p.composition) ids.add(MATERIAL_VALUE[material]);
    for (const s of p.standards) ids.add(STANDARD_VALUE[s]);
    for (const pr of p.protections) ids.add(PROTECTION_VALUE[pr]);
    if (p.fit) ids.add(FIT_VALUE[p.fit]);
    if (p.season) ids.add(SEASON_VALUE[p.season]);
    for (const id of [...ids].sort((a, b) => a - b)) yield [p.id, id];
  }
}

export function* productFlagRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    if (p.news) yield [p.id, FLAG.news];
    if (p.eco) yield [p.id, FLAG.eco];
  }
}

export function* productUspRows(products: readonly ProductPlan[], seed: number): Rows {
  for (const p of products) {
    const usps = productUsps(p, seed);
    for (const lang of LANGUAGES) {
      let position = 1;
      for (const usp of usps) yield [p.id, lang, position++, uspText(usp, lang)];
    }
  }
}

/** Millimetres at the group's first size and the growth per size step. */
type MeasurementSpec = readonly [code: string, base: number, step: number];

function measurementSpecs(kind: DimensionKind, sizeGroupId: number): readonly MeasurementSpec[] {
  const stocky = sizeGroupId === SIZE_GROUP.d;
  switch (kind) {
    case 'top':
      return [
        ['chestWidth', 500, 30],
        ['backLength', 680, 15],
        ['sleeveLength', 600, 10],
      ];
    case 'vest':
      return [
        ['chestWidth', 520, 30],
        ['backLength', 660, 15],
      ];
    case 'trousers':
      return [
        ['waistWidth', stocky ? 420 : 380, 20],
        ['inseamLength', stocky ? 760 : 800, stocky ? 0 : 5],
        ['thighWidth', stocky ? 320 : 300, 12],
      ];
    case 'shorts':
      return [
        ['waistWidth', 380, 20],
        ['outseamLength', 520, 5],
        ['thighWidth', 310, 12],
      ];
    case 'overall':
      return [
        ['chestWidth', 520, 25],
        ['inseamLength', stocky ? 760 : 800, stocky ? 0 : 5],
        ['backLength', 780, 10],
      ];
  }
}

export function* productDimensionRows(products: readonly ProductPlan[], seed: number): Rows {
  for (const p of products) {
    const kind = p.type.dimensions;
    if (!kind) continue;
    const rng = streamFor(seed, STREAM.dimensions, p.index);
    // Each model is cut a little differently; the offset keeps its tables from being identical.
    const specs = measurementSpecs(kind, p.sizeGroupId).map(([code, base, step]) => ({
      code,
      base: base + rng.int(-15, 15),
      step,
    }));
    for (const [k, size] of p.sizes.entries()) {
      const position = p.firstSizeIndex + k;
      for (const m of specs) yield [p.id, size.code, m.code, m.base + m.step * position];
    }
  }
}
