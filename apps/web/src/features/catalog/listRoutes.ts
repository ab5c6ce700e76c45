import { PRODUCT_LIST_QUERY_PARAMS, type RouteName } from '@workwear/domain';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD } from './priceForm';

const LIST_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Products',
  'ProductsByGroup',
  'ProductsByFamily',
  'ProductsMen',
  'ProductsWomen',
  'ProductsByCategory',
  'ProductsByBaseCategory',
]);

export function isProductListRoute(name: RouteName): boolean {
  return LIST_ROUTES.has(name);
}

/** The query parameters a list page reads: the list state and the price form's two fields. */
export const LIST_PAGE_QUERY_PARAMS: readonly string[] = [
  ...PRODUCT_LIST_QUERY_PARAMS,
  PRICE_MIN_FIELD,
  PRICE_MAX_FIELD,
];
