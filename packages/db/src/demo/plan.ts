import { FAMILIES, type FamilyDef, GROUP } from './assortment';
import { addDays } from './dates';
import { type Composition, GARMENT_TYPES, type GarmentType, type Maybe } from './garmentTypes';
import {
  COLOURS,
  type ColourDef,
  type FitCode,
  type GenderCode,
  type MaterialCode,
  type ProtectionCode,
  type SeasonCode,
  type StandardCode,
} from './parametrics';
import { type Random, streamFor } from './random';
import { SIZE_GUIDES } from './sizeGuides';
import { SIZE_GROUP, type SizeDef, sizeGroup } from './sizes';

/** Independent random streams, one per purpose, so adding a field to one never reshuffles another. */
export const STREAM = {
  product: 1,
  popularity: 2,
  stock: 3,
  relations: 4,
  agreements: 5,
  usps: 6,
  dimensions: 7,
  companies: 8,
  generatedCompanies: 9,
  worldPrices: 10,
  people: 11,
  discontinued: 12,
} as const;

export interface VariantPlan {
  readonly id: number;
  readonly colour: ColourDef;
  readonly partNo: string;
  readonly sortOrder: number;
  /** Public price in euro cents, ex VAT, before each market's conversion and rounding. */
  readonly priceEurCents: number;
  readonly campaign: boolean;
  readonly firstSaleDate: string;
  readonly imageCount: number;
  /** Every size of this colour is out of stock: the storefront must hide the colour. */
  readonly soldOut: boolean;
  /**
   * A discontinued colour: still in the catalogue and its price lists, but without sizes (skus), so
   * it cannot be ordered (not sellable). Shown only where UseDisplayNonSellableProducts is on.
   */
  readonly discontinued: boolean;
  popRank30: number | null;
  popRank60: number | null;
}

export interface ProductPlan {
  readonly id: number;
  readonly index: number;
  readonly basePartNo: string;
  readonly type: GarmentType;
  readonly family: FamilyDef | null;
  readonly gender: GenderCode;
  readonly hiVisClass: 1 | 2 | 3 | null;
  readonly fit: FitCode | null;
  readonly season: SeasonCode | null;
  readonly composition: Composition;
  readonly standards: readonly StandardCode[];
  readonly protections: readonly ProtectionCode[];
  readonly eco: boolean;
  readonly news: boolean;
  readonly groupIds: readonly number[];
  readonly extraCategoryIds: readonly number[];
  readonly sizeGroupId: number;
  readonly sizes: readonly SizeDef[];
  /** Position of the first size in its group, for dimension tables. */
  readonly firstSizeIndex: number;
  readonly sizeGuideId: number | null;
  readonly manufacturerId: string;
  readonly starsAverage: number | null;
  readonly customImageSortOrder: number | null;
  readonly basePriceEurCents: number;
  readonly variants: readonly VariantPlan[];
}

export interface CataloguePlan {
  readonly products: readonly ProductPlan[];
  readonly variantCount: number;
  readonly skuCount: number;
}

const OTHER_MANUFACTURER = '8810';
const MAIN_MANUFACTURER = '7276';

const VARIANT_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 0.15],
  [2, 0.25],
  [3, 0.3],
  [4, 0.18],
  [5, 0.12],
];

/** Lays out the whole catalogue in memory: about 1 KB per product, so 50,000 products stay small. */
export function planCatalogue(count: number, seed: number, today: string): CataloguePlan {
  const products: ProductPlan[] = [];
  // Part numbers spread out with random gaps, yet provably unique: product i owns [i*k, i*k+k).
  const stride = Math.max(1, Math.min(97, Math.floor(9_000_000 / Math.max(1, count))));
  let nextVariantId = 1;
  let skuCount = 0;
  for (let index = 0; index < count; index++) {
    const rng = streamFor(seed, STREAM.product, index);
    const product = planProduct(rng, index, stride, today, nextVariantId);
    nextVariantId += product.variants.length;
    skuCount += product.sizes.length * product.variants.length;
    products.push(product);
  }
  assignPopularity(products, seed);
  const variantCount = discontinueSome(products, seed, today, nextVariantId) - 1;
  const sellableSkus = (p: ProductPlan) => p.sizes.length * p.variants.filter((v) => !v.discontinued).length;
  skuCount = products.reduce((n, p) => n + sellableSkus(p), 0);
  return { products, variantCount, skuCount };
}

/** Every this many products, from the 12th, one gets a discontinued colour beside its others. */
const DISCONTINUED_COLOUR_EVERY = 30;
/** Every this many products, from the 76th, every colour of one is discontinued. */
const DISCONTINUED_PRODUCT_EVERY = 150;

/**
 * Colours that cannot be ordered, so UseDisplayNonSellableProducts has something to show: some products
 * get one more colour, discontinued (new ids after every other variant, no popularity rank), and a
 * few are discontinued in every colour. Done after everything else is planned, from its own stream, so
 * no other row of a seed moves. Returns the next free variant id.
 */
function discontinueSome(products: ProductPlan[], seed: number, today: string, firstId: number): number {
  let nextId = firstId;
  for (const [i, p] of products.entries()) {
    if (i % DISCONTINUED_PRODUCT_EVERY === DISCONTINUED_PRODUCT_EVERY / 2) {
      products[i] = { ...p, variants: p.variants.map((v) => ({ ...v, soldOut: true, discontinued: true })) };
      continue;
    }
    if (i % DISCONTINUED_COLOUR_EVERY !== 11 || p.variants.length >= 5) continue;
    const rng = streamFor(seed, STREAM.discontinued, i);
    const used = new Set(p.variants.map((v) => v.colour.colorCode));
    const spare = p.type.colours.filter((code) => !used.has(COLOURS[code].colorCode));
    if (spare.length === 0) continue;
    const colour = COLOURS[rng.pick(spare)];
    const last = p.variants[p.variants.length - 1]!;
    const discontinued: VariantPlan = {
      id: nextId++,
      colour,
      partNo: p.basePartNo + colour.colorCode,
      sortOrder: last.sortOrder + 1,
      priceEurCents: p.basePriceEurCents,
      campaign: false,
      // As old as the product's oldest colour: it came with the product and went first.
      firstSaleDate: p.variants.reduce((min, v) => (v.firstSaleDate < min ? v.firstSaleDate : min), today),
      imageCount: 1,
      soldOut: true,
      discontinued: true,
      popRank30: null,
      popRank60: null,
    };
    products[i] = { ...p, variants: [...p.variants, discontinued] };
  }
  return nextId;
}

function planProduct(
  rng: Random,
  index: number,
  stride: number,
  today: string,
  firstVariantId: number,
): ProductPlan {
  const type = rng.weighted(GARMENT_TYPES, (t) => t.weight);
  const basePartNo = String(10_000_000 + index * stride + rng.int(0, stride - 1));
  const familyKey = type.families.length > 0 && rng.chance(0.72) ? rng.pick(type.families) : null;
  const family = familyKey ? FAMILIES[familyKey] : null;
  const genders = Object.entries(type.genders) as [GenderCode, number][];
  const gender = rng.weighted(genders, ([, w]) => w)[0];
  const hiVisClass = type.hiVisClasses ? rng.pick(type.hiVisClasses) : null;
  const eco = rng.chance(0.1);
  const news = rng.chance(0.1);

  const standards = chosen(rng, type.standards ?? []);
  if (hiVisClass) standards.unshift(`en-iso-20471-class-${hiVisClass}`);
  const protections = chosen(rng, type.protections ?? []);
  const baseComposition = rng.pick(type.compositions);
  const composition = eco ? ecoComposition(baseComposition) : baseComposition;

  const groupIds = new Set(type.groups ?? []);
  if (eco) groupIds.add(GROUP.eco);
  if (rng.chance(0.06)) groupIds.add(GROUP.bestsellers);
  const extraCategoryIds = (type.alsoIn ?? []).filter(([, share]) => rng.chance(share)).map(([id]) => id);

  const sizeGroupId = type.dSizeShare && rng.chance(type.dSizeShare) ? SIZE_GROUP.d : type.sizeGroupId;
  const { sizes, firstSizeIndex } = chooseSizes(rng, sizeGroupId, gender);
  const sizeGuideId = type.sizeGuide && rng.chance(0.9) ? SIZE_GUIDES[type.sizeGuide].id : null;

  const [minEur, maxEur] = type.priceEur;
  // Whole euros; each market's price list rounds its own way afterwards.
  const basePriceEurCents = rng.int(minEur, maxEur) * 100;

  const variantCount = Math.min(type.colours.length, rng.weighted(VARIANT_COUNT_WEIGHTS, ([, w]) => w)[0]);
  const colours = rng.sample(type.colours, variantCount);
  const variants: VariantPlan[] = colours.map((code, sortOrder) => {
    const colour = COLOURS[code];
    let priceEurCents = basePriceEurCents;
    // Now and then a colour costs a little more (premium dye) or less (running out).
    if (sortOrder > 0 && rng.chance(0.1)) priceEurCents += 500;
    else if (sortOrder > 0 && rng.chance(0.05)) priceEurCents = Math.max(300, priceEurCents - 500);
    const age = news ? rng.int(0, 89) : rng.int(0, 3 * 365 - 1);
    return {
      id: firstVariantId + sortOrder,
      colour,
      partNo: basePartNo + colour.colorCode,
      sortOrder,
      priceEurCents,
      campaign: rng.chance(0.08),
      firstSaleDate: addDays(today, -age),
      imageCount: rng.int(1, 3),
      soldOut: rng.chance(0.05),
      discontinued: false,
      popRank30: null,
      popRank60: null,
    };
  });

  return {
    id: index + 1,
    index,
    basePartNo,
    type,
    family,
    gender,
    hiVisClass,
    fit: type.fits.length > 0 ? rng.pick(type.fits) : null,
    season: type.seasons.length > 0 ? rng.pick(type.seasons) : null,
    composition,
    standards,
    protections,
    eco,
    news,
    groupIds: [...groupIds].sort((a, b) => a - b),
    extraCategoryIds,
    sizeGroupId,
    sizes,
    firstSizeIndex,
    sizeGuideId,
    manufacturerId: rng.chance(0.85) ? MAIN_MANUFACTURER : OTHER_MANUFACTURER,
    starsAverage: rng.chance(0.85) ? Math.round((2.5 + 2.5 * Math.sqrt(rng.next())) * 100) / 100 : null,
    customImageSortOrder: rng.chance(0.03) ? rng.int(1, 100) : null,
    basePriceEurCents,
    variants,
  };
}

function chosen<T>(rng: Random, options: readonly Maybe<T>[]): T[] {
  return options.filter(([, p]) => rng.chance(p)).map(([v]) => v);
}

const ECO_SWAP: Partial<Record<MaterialCode, MaterialCode>> = {
  cotton: 'organic-cotton',
  polyester: 'recycled-polyester',
};

function ecoComposition(composition: Composition): Composition {
  return composition.map(([m, share]) => [ECO_SWAP[m] ?? m, share] as const);
}

/**
 * Most products come in their group's full range; some in a contiguous part of it, and women's
 * and children's tops stop at XXL.
 */
function chooseSizes(
  rng: Random,
  sizeGroupId: number,
  gender: GenderCode,
): { sizes: readonly SizeDef[]; firstSizeIndex: number } {
  const all = sizeGroup(sizeGroupId).sizes;
  if (sizeGroupId === SIZE_GROUP.tops && (gender === 'women' || gender === 'children')) {
    return { sizes: all.slice(0, 6), firstSizeIndex: 0 };
  }
  if (all.length >= 6 && rng.chance(0.3)) {
    const length = rng.int(5, all.length - 1);
    const start = rng.int(0, all.length - length);
    return { sizes: all.slice(start, start + length), firstSizeIndex: start };
  }
  return { sizes: all, firstSizeIndex: 0 };
}

/** Ranks 1..M over the ranked variants (a permutation), with about 5 % left unranked. */
function assignPopularity(products: readonly ProductPlan[], seed: number): void {
  const rng = streamFor(seed, STREAM.popularity);
  const variants = products.flatMap((p) => p.variants);
  for (const key of ['popRank30', 'popRank60'] as const) {
    const ranked = variants.filter(() => !rng.chance(0.05));
    const order = rng.shuffle(ranked);
    order.forEach((v, i) => {
      v[key] = i + 1;
    });
  }
}
