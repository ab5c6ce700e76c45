/**
 * Whether a colour variant can be ordered: it needs a colour code (its skus are the colour part
 * number followed by a size code) and at least one size. A discontinued colour keeps its page and
 * its place in the price list but has no sizes left. The read model computes the same rule in SQL
 * (variant_listing.is_sellable, packages/db/src/readModels.ts), which lists are filtered by.
 *
 * A colour that is not sellable is shown only in markets with UseDisplayNonSellableProducts on, and
 * then as "cannot be ordered": no price, no stock, no size to choose.
 */
export function isSellableVariant(variant: { colorCode: string | null; sizeCount: number }): boolean {
  return variant.colorCode !== null && variant.colorCode.trim() !== '' && variant.sizeCount > 0;
}
