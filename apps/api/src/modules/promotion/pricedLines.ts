import { type EffectivePrice, PART_NO_LENGTH, type PricedLine } from '@workwear/domain';

/** A row to price: a cart row, or a product line of a promotion check (which has no gifts). */
export interface LineToPrice {
  rowId: number;
  sku: string;
  quantity: number;
  gift: boolean;
}

/** What the lines need to know of a sku: its variant (for its price) and its part number. */
export interface SkuOfLine {
  variantId: number;
  partNo: string;
}

export function priceOfLine(
  line: { sku: string },
  facts: ReadonlyMap<string, Pick<SkuOfLine, 'variantId'>>,
  prices: ReadonlyMap<number, EffectivePrice>,
): EffectivePrice | undefined {
  const f = facts.get(line.sku);
  return f ? prices.get(f.variantId) : undefined;
}

/**
 * Rows as the promotion and totals rules take them: the principal's unit prices, gifts at 0. The
 * cart, its codes and the price service's promotion check all build their lines here.
 */
export function pricedLinesOf(
  lines: readonly LineToPrice[],
  facts: ReadonlyMap<string, SkuOfLine>,
  prices: ReadonlyMap<number, EffectivePrice>,
): PricedLine[] {
  return lines.map((l) => {
    const price = priceOfLine(l, facts, prices);
    return {
      rowId: l.rowId,
      sku: l.sku,
      partNo: facts.get(l.sku)?.partNo ?? l.sku.slice(0, PART_NO_LENGTH),
      quantity: l.quantity,
      unitNet: l.gift ? 0 : (price?.price ?? 0),
      unitGross: l.gift ? 0 : (price?.priceIncVat ?? 0),
      gift: l.gift,
    };
  });
}
