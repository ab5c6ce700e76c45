import { isB2B, type Language, type RoleCode, type RouteName, routePath } from '@workwear/domain';
import { CHECKOUT_ROUTES } from '../checkout/routing';

/** Cart and checkout routes (the cart, its steps and the order status pages). */
const CART_OR_CHECKOUT: ReadonlySet<RouteName> = new Set(['Cart', ...CHECKOUT_ROUTES]);

/**
 * Where the logged-out modal of the 440 page leads back to (spec storefront-core §2): the language
 * home for a company user on cart or checkout (their company cart is gone with the session),
 * otherwise the current path.
 */
export function loggedOutReturnPath(input: {
  role: RoleCode | undefined;
  route: RouteName | undefined;
  language: Language;
  currentPath: string;
}): string {
  if (isB2B(input.role) && input.route !== undefined && CART_OR_CHECKOUT.has(input.route)) {
    return routePath('Home', input.language);
  }
  return input.currentPath;
}
