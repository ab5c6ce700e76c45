import { colourCodeOf, type Language, productPath } from '@workwear/domain';

/**
 * The product page of an item, opened on the item's colour: characters 9-12 of its 12-character part
 * number. A part number without a colour (the 8-character base) opens the page on its default colour.
 */
export function productHref(language: Language, product: { uniqueName: string; partNo: string }): string {
  const path = productPath(language, product.uniqueName);
  const colour = colourCodeOf(product.partNo);
  return colour ? `${path}?color=${encodeURIComponent(colour)}` : path;
}
