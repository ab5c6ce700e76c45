import type { RelationKind } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';
import { ACCESSORY_MENU_CATEGORIES, CLOTHING_CATEGORIES } from './categories';
import { type ProductPlan, STREAM } from './plan';
import { type Random, streamFor } from './random';

/** Most related items per kind; recommendations follow the spec's page size of 25. */
const LIMIT: Readonly<Record<RelationKind, number>> = {
  siblings: 6,
  accessories: 6,
  similar: 8,
  upSell: 4,
  crossSell: 6,
  recommendations: 25,
};

interface Pools {
  readonly byFamily: ReadonlyMap<number, number[]>;
  /** Product indexes per primary category, cheapest first. */
  readonly byCategory: ReadonlyMap<number, number[]>;
  readonly accessories: readonly number[];
  readonly clothing: readonly number[];
}

function buildPools(products: readonly ProductPlan[]): Pools {
  const byFamily = new Map<number, number[]>();
  const byCategory = new Map<number, number[]>();
  const accessoryIds = new Set(ACCESSORY_MENU_CATEGORIES.map((c) => c.id));
  const clothingIds = new Set(CLOTHING_CATEGORIES.map((c) => c.id));
  const accessories: number[] = [];
  const clothing: number[] = [];
  for (const p of products) {
    if (p.family) push(byFamily, p.family.id, p.index);
    push(byCategory, p.type.categoryId, p.index);
    if (accessoryIds.has(p.type.categoryId)) accessories.push(p.index);
    if (clothingIds.has(p.type.categoryId)) clothing.push(p.index);
  }
  for (const list of byCategory.values()) {
    list.sort((a, b) => price(products, a) - price(products, b) || a - b);
  }
  return { byFamily, byCategory, accessories, clothing };
}

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function price(products: readonly ProductPlan[], index: number): number {
  return (products[index] as ProductPlan).basePriceEurCents;
}

/**
 * Up to count distinct items of pool that pass accept. Small pools are shuffled; large ones are
 * sampled with rejection so that 50,000 products do not cost 50,000 shuffles of the catalogue.
 */
function pickDistinct(
  rng: Random,
  pool: readonly number[],
  count: number,
  accept: (index: number) => boolean,
): number[] {
  if (count <= 0 || pool.length === 0) return [];
  if (pool.length <= count * 4) return rng.shuffle(pool).filter(accept).slice(0, count);
  const picked = new Set<number>();
  for (let tries = 0; picked.size < count && tries < count * 20; tries++) {
    const candidate = pool[rng.int(0, pool.length - 1)] as number;
    if (accept(candidate)) picked.add(candidate);
  }
  return [...picked];
}

export function* relationRows(products: readonly ProductPlan[], seed: number): Generator<BulkValue[]> {
  const pools = buildPools(products);
  for (const p of products) {
    const rng = streamFor(seed, STREAM.relations, p.index);
    const notSelf = (i: number) => i !== p.index;
    const sameCategory = pools.byCategory.get(p.type.categoryId) ?? [];

    const related: Record<RelationKind, number[]> = {
      siblings: p.family
        ? pickDistinct(rng, pools.byFamily.get(p.family.id) ?? [], LIMIT.siblings, notSelf)
        : [],
      accessories: pickDistinct(rng, pools.accessories, rng.int(3, LIMIT.accessories), notSelf),
      similar: pickDistinct(rng, sameCategory, rng.int(4, LIMIT.similar), notSelf),
      upSell: pickDistinct(rng, dearer(products, sameCategory, p), rng.int(0, LIMIT.upSell), notSelf),
      crossSell: pickDistinct(
        rng,
        pools.clothing,
        rng.int(3, LIMIT.crossSell),
        (i) => i !== p.index && (products[i] as ProductPlan).type.categoryId !== p.type.categoryId,
      ),
      recommendations: [],
    };
    const mixed = new Set<number>([
      ...related.similar,
      ...related.siblings,
      ...related.crossSell,
      ...related.accessories,
    ]);
    const target = Math.min(LIMIT.recommendations, rng.int(10, LIMIT.recommendations));
    for (const i of pickDistinct(rng, pools.clothing, target, notSelf)) {
      if (mixed.size >= target) break;
      mixed.add(i);
    }
    related.recommendations = rng.shuffle([...mixed]).slice(0, target);

    for (const kind of Object.keys(related) as RelationKind[]) {
      let sortOrder = 0;
      for (const i of related[kind]) yield [p.id, (products[i] as ProductPlan).id, kind, sortOrder++];
    }
  }
}

/** Products of the same category priced above p: the nearest dozen, so an up-sell is a step up, not a leap. */
function dearer(products: readonly ProductPlan[], sorted: readonly number[], p: ProductPlan): number[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (price(products, sorted[mid] as number) <= p.basePriceEurCents) lo = mid + 1;
    else hi = mid;
  }
  return sorted.slice(lo, lo + 12);
}
