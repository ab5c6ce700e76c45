import { formatMoney, getMarketByName, routePath } from '@workwear/domain';
import { addInStockSize, api, productsInStock } from './checkoutHelpers';
import { expect, test } from './fixtures';

/**
 * Delivery in the cart (issue 25, item 3): the mini cart and the cart show the delivery checkout
 * charges for the method it lists first (not "Free" where checkout charges), and tell a consumer how
 * much is left to free delivery (the demo's free delivery from SEK 1,500 ex VAT in Sweden).
 */
const market = getMarketByName('se')!;

type Method = { price: { net: number; gross: number } };
type ApiCart = { totals: { deliveryGross: number }; freeDelivery?: { remainingGross: number } };

test('a guest’s mini cart and cart show the delivery checkout charges and what is left to free delivery', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [product] = await productsInStock(page.request, 1, 3);
  await addInStockSize(page, product!.path);
  const mini = page.getByTestId('mini-cart');
  await expect(mini).toBeVisible();

  const methods = await page.request.get(`${api}/api/metadata/deliveryMethods?marketId=SE&cultureCode=sv-SE`);
  expect(methods.ok()).toBe(true);
  const [group] = (await methods.json()) as { methods: Method[] }[];
  const firstFee = group!.methods[0]!.price.gross;
  expect(firstFee).toBeGreaterThan(0);
  const cartId = (await context.cookies()).find((c) => c.name === 'Blk.Cart.Public')?.value;
  const answer = await page.request.get(`${api}/api/cart/carts/${cartId}?marketId=SE&cultureCode=sv-SE`);
  const cart = (await answer.json()) as ApiCart;
  expect(cart.totals.deliveryGross).toBe(firstFee);
  expect(cart.freeDelivery?.remainingGross).toBeGreaterThan(0);
  const left = formatMoney(cart.freeDelivery!.remainingGross, market);

  // Anonymous Swedish visitors see prices incl. VAT until they choose.
  await expect(mini.getByTestId('totals-delivery').locator('dd')).toHaveText(formatMoney(firstFee, market));
  await expect(mini.getByTestId('free-delivery-left')).toContainText(left);

  await mini.getByTestId('mini-cart-to-cart').click();
  await expect(page).toHaveURL(routePath('Cart', 'sv'));
  const totals = page.getByTestId('cart-totals');
  await expect(totals.getByTestId('totals-delivery').locator('dd')).toHaveText(formatMoney(firstFee, market));
  await expect(page.getByTestId('free-delivery-left')).toHaveText(`Handla för ${left} till för fri frakt`);
});
