import { productPagePath } from '@workwear/domain';

/** The product page of a card or a search hit, at its colour (and size, for a sku): the domain's rule. */
export const productHref = productPagePath;
