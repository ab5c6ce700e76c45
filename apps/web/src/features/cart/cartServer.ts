import {
  type CartApi,
  createCartApi,
  createCompanyApi,
  createPriceApi,
  HttpError,
  type PriceApi,
} from '@workwear/client';
import { type CartView, cartIdSchema, cartSchema } from '@workwear/contracts';
import {
  administersCompanyTree,
  type CartCookieOwner,
  cartCookieBrowserName,
  cartCookieRow,
  isCartGoneStatus,
  type Market,
  seesEverything,
} from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { getSignedIn, type SignedIn, visitorSession } from '@/features/auth';
import { cookieWrite, writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps } from '@/lib/requestOrigin';
import { serverApi } from '@/lib/serverApi';
import { logError } from '@/lib/serverLog';
import { getMarket, getShopContext } from '@/lib/shopContext';

/**
 * The cart service as this request's visitor reaches it: from the storefront's server, with the
 * signed-in visitor's access token (the browser never holds one), in the page's market and culture.
 */
export type CartScope = {
  readonly cart: CartApi;
  readonly price: PriceApi;
  readonly market: Market;
  readonly signedIn: SignedIn | null;
  /** Whose cart the cookie holds: its spec name is this owner's (domain cartCookieName). */
  readonly cookieOwner: CartCookieOwner;
  /** The httpOnly cookie holding the cart id: the spec's name for this owner. */
  readonly cookieName: string;
  readonly https: boolean;
};

/** The scope of a page in `lang`, or without one (the header badge's route handler) in the market's default culture. */
export async function cartScope(lang?: string): Promise<CartScope> {
  const [signedIn, h] = await Promise.all([getSignedIn(), headers()]);
  const { market, culture } = lang
    ? await getShopContext(lang)
    : await getMarket().then((m) => ({ market: m, culture: m.defaultLocale }));
  const http = serverApi({
    locale: { marketId: market.marketId, culture },
    session: visitorSession(signedIn),
  });
  const https = requestIsHttps((name) => h.get(name));
  const cookieOwner = cookieOwnerOf(signedIn);
  return {
    cart: createCartApi(http),
    price: createPriceApi(http),
    market,
    signedIn,
    cookieOwner,
    cookieName: cartCookieBrowserName(cookieOwner, https),
    https,
  };
}

function cookieOwnerOf(signedIn: SignedIn | null): CartCookieOwner {
  if (!signedIn) return { kind: 'anonymous' };
  if (signedIn.companyId === null) return { kind: 'consumer', customerId: signedIn.customer.id };
  return {
    kind: 'business',
    customerId: signedIn.customer.id,
    companyId: signedIn.companyId,
    sessionId: signedIn.sessionId,
  };
}

const sameMarket = (cart: Pick<CartView, 'marketId'>, market: Market) =>
  cart.marketId.toLowerCase() === market.name.toLowerCase() ||
  cart.marketId.toLowerCase() === market.marketId.toLowerCase();

/** The status of an API refusal, undefined for anything else (network failure, timeout). */
export const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

/** The cart a 409 answered with (the error body's `current`), when it is one. */
export function currentCartOf(error: unknown): CartView | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body;
  const current =
    typeof body === 'object' && body !== null ? (body as { current?: unknown }).current : undefined;
  const parsed = cartSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

async function cookieCartId(scope: CartScope): Promise<string | null> {
  const parsed = cartIdSchema.safeParse((await cookies()).get(scope.cookieName)?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The visitor's cart, or null: the one named by the cookie, else (signed in) the buyer's active cart
 * (GET carts, status default). A cart of another market than the page's is not used: the visitor
 * starts a new one in this market. A cart the API no longer knows (404) is simply none.
 */
export async function findCart(scope: CartScope): Promise<CartView | null> {
  const fromCookie = await cookieCartId(scope);
  // 404: no such cart for this visitor. 401: a session whose token lapsed (the badge's route handler
  // is not refreshed by proxy.ts); the next page load refreshes it, until then there is no cart to show.
  const noCart = (error: unknown) => {
    const status = statusOf(error);
    if (status === 404 || status === 401) return null;
    throw error;
  };
  const usable = (cart: CartView | null) =>
    cart && sameMarket(cart, scope.market) && cart.status === 'default' ? cart : null;
  const byId = (id: string) => scope.cart.get(id).then(usable, noCart);
  const cart = fromCookie ? await byId(fromCookie) : null;
  if (cart || !scope.signedIn) return cart;
  // The cookie's cart was ordered, saved or deleted (maybe in another tab), or is of another market:
  // a signed-in buyer's active cart in this market is the API's to say.
  const list = await scope.cart.list({ status: 'default' }).catch(noCart);
  const active = list?.find((c) => c.isActive && sameMarket(c, scope.market));
  return active ? byId(active.id) : null;
}

/**
 * Keeps the cart's id in the visitor's cart cookie (server actions and route handlers only): the
 * domain's cart row under this owner's name. In a server action it writes only when the id changes:
 * Next answers an action that sets a cookie with the whole page rendered again (issue 27's slow
 * steps), so re-writing the same id on every add cost a page render. `refresh` writes it anyway:
 * the badge's route handler does on every page load, which keeps the 30 days counting from the
 * visitor's last visit rather than from the cart's start.
 */
export async function rememberCart(scope: CartScope, id: string, refresh = false): Promise<void> {
  const jar = await cookies();
  if (!refresh && jar.get(scope.cookieName)?.value === id) return;
  writeCookies(jar, [cookieWrite(cartCookieRow(scope.cookieOwner), id, scope.https)]);
}

/** A new cart in the page's market, remembered in the cookie. */
export async function createCart(scope: CartScope): Promise<CartView> {
  const cart = await scope.cart.create({});
  await rememberCart(scope, cart.id);
  return cart;
}

type AddInput = { sku: string; quantity: number; comment?: string; coWorkerId?: number | null };

/**
 * Runs a write on the visitor's cart, creating the cart when there is none. A 404 on the write means
 * the cart is gone (isCartGoneStatus): a new cart is created and the write runs on it.
 */
export async function writeToVisitorCart<T>(
  scope: CartScope,
  write: (cartId: string) => Promise<T>,
): Promise<T> {
  const existing = await findCart(scope);
  const cart = existing ?? (await createCart(scope));
  if (existing) await rememberCart(scope, existing.id);
  try {
    return await write(cart.id);
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined || !isCartGoneStatus(status)) throw error;
    return write((await createCart(scope)).id);
  }
}

/** Adds a row to the visitor's cart (writeToVisitorCart). */
export const addToVisitorCart = (scope: CartScope, input: AddInput): Promise<CartView> =>
  writeToVisitorCart(scope, (cartId) => scope.cart.addRow(cartId, input));

/**
 * The people a business buyer may put a row on: the company's customers (for admins; the company
 * service answers a plain User 404), and always the buyer themself, so a buyer whose company requires
 * a co-worker on every row can still name one.
 */
export async function loadCoWorkers(scope: CartScope): Promise<{ id: number; name: string }[]> {
  const signedIn = scope.signedIn;
  const companyId = signedIn?.companyId;
  if (!signedIn || !companyId) return [];
  const self = {
    id: signedIn.customer.id,
    name: `${signedIn.customer.firstName} ${signedIn.customer.lastName}`.trim(),
  };
  // A plain User sees no other person's record (domain companyScope): the company service would
  // answer 404, so it is not asked.
  const principal = { customerId: self.id, companyId, role: signedIn.role, superCustomerAdmin: false };
  if (!administersCompanyTree(principal) && !seesEverything(principal)) return [self];
  const company = createCompanyApi(serverApi({ session: visitorSession(signedIn) }));
  try {
    const page = await company.customers(companyId, { pageSize: 500 });
    const people = page.results
      .filter((c) => c.isActive !== false)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() || c.emailAddress }));
    return people.some((p) => p.id === self.id) ? people : [self, ...people];
  } catch (error) {
    if (statusOf(error) !== 404) logError(`company ${companyId}: customers for the cart not loaded`, error);
    return [self];
  }
}
