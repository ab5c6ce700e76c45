import { createCartApi, createHttpClient } from '@workwear/client';
import { PUBLIC_CART_COOKIE_NAME } from '@workwear/domain';

type ProductSizes = { variants: { sizes: { sku: string; availableStock: number }[] }[] };

/**
 * A guest's cart with one row of the product (a size in stock), made through the API before anything
 * is measured, as the cookie the storefront reads (Blk.Cart.Public): checkout step 2 shows its form
 * only for a cart with rows.
 */
export async function guestCartCookie(apiUrl: string, productUniqueName: string): Promise<string> {
  const market = 'marketId=SE&cultureCode=sv-SE';
  const response = await fetch(
    `${apiUrl}/api/product/products/uniqueName/${encodeURIComponent(productUniqueName)}?${market}`,
  );
  if (!response.ok) throw new Error(`${response.status} for the product ${productUniqueName}`);
  const product = (await response.json()) as ProductSizes;
  const sku = product.variants.flatMap((v) => v.sizes).find((s) => s.availableStock > 0)?.sku;
  if (!sku) throw new Error(`no size of ${productUniqueName} in stock`);
  const api = createCartApi(
    createHttpClient({
      baseUrl: apiUrl,
      getToken: () => undefined,
      defaultQuery: () => ({ marketId: 'se' }),
    }),
  );
  const cart = await api.create();
  const added = await api.addRows(cart.id, { items: [{ sku, quantity: 1 }] });
  if (added.lines.some((l) => l.status !== 'added')) throw new Error(`${sku} was not added to the cart`);
  return `${PUBLIC_CART_COOKIE_NAME}=${cart.id}`;
}
