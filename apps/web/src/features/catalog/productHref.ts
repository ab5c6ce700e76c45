import { type Language, productPath } from '@workwear/domain';

/** The product page of a list item, opened on the item's colour: the last four characters of its part number. */
export function productHref(language: Language, product: { uniqueName: string; partNo: string }): string {
  return `${productPath(language, product.uniqueName)}?color=${encodeURIComponent(product.partNo.slice(-4))}`;
}
