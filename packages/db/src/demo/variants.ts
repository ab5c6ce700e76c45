import { FLAG } from './assortment';
import type { BulkValue } from './bulkInsert';
import { addDays } from './dates';
import { sizeValueId } from './parametrics';
import { type ProductPlan, STREAM } from './plan';
import { streamFor } from './random';

type Rows = Generator<BulkValue[]>;

export function* variantRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    for (const v of p.variants) {
      yield [
        v.id,
        p.id,
        v.partNo,
        v.colour.colorCode,
        v.colour.valueId,
        v.sortOrder,
        v.popRank30,
        v.popRank60,
        v.firstSaleDate,
        v.imageCount,
      ];
    }
  }
}

export function* variantFlagRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) for (const v of p.variants) if (v.campaign) yield [v.id, FLAG.campaign];
}

/** The sellable item: colour part number followed by the size code, e.g. '100265349900C50'. */
export function skuOf(partNo: string, sizeCode: string): string {
  return partNo + sizeCode;
}

export function* skuRows(products: readonly ProductPlan[]): Rows {
  for (const p of products) {
    for (const v of p.variants) {
      // A discontinued colour has no sizes left: it cannot be ordered (not sellable).
      if (v.discontinued) continue;
      for (const [i, size] of p.sizes.entries()) {
        yield [
          skuOf(v.partNo, size.code),
          v.id,
          size.code,
          size.value,
          sizeValueId(size.code),
          size.alternate?.code ?? null,
          size.alternate?.value ?? null,
          i,
        ];
      }
    }
  }
}

/**
 * About 80 % of skus are on hand (1-400), the rest at zero; most zero rows expect a delivery
 * 7-60 days out. Sold-out colours have every size at zero.
 */
export function* stockRows(products: readonly ProductPlan[], seed: number, today: string): Rows {
  for (const p of products) {
    for (const v of p.variants) {
      if (v.discontinued) continue;
      const rng = streamFor(seed, STREAM.stock, v.id);
      for (const size of p.sizes) {
        const inStock = !v.soldOut && rng.chance(0.8);
        const onHand = inStock ? rng.int(1, 400) : 0;
        const nextDelivery = !inStock && rng.chance(0.8) ? addDays(today, rng.int(7, 60)) : null;
        yield [skuOf(v.partNo, size.code), onHand, nextDelivery];
      }
    }
  }
}
