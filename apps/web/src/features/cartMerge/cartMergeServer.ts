import { type CartView, cartIdSchema } from '@workwear/contracts';
import {
  type CartMergeChoice,
  cartAudience,
  cartCookieBrowserName,
  cartCookieRow,
  type Language,
  routePath,
} from '@workwear/domain';
import { cookies } from 'next/headers';
import {
  type CartScope,
  cartScope,
  createCart,
  currentCartOf,
  findCart,
  rememberCart,
  statusOf,
} from '@/features/cart';
import { cookieClear, writeCookies } from '@/lib/cookieWriter';
import { logError } from '@/lib/serverLog';
import { signInCartStep } from './signInCartStep';

/**
 * The public cart at sign-in, over the cart session of features/cart: its cookie (Blk.Cart.Public)
 * is read with the new session's token (an anonymous cart is reached by its id alone), combined with
 * the account cart by the cart service (PUT append or replace, which deletes the public cart), and
 * then the marker is cleared and the account cart's cookie set.
 */

const publicCookieName = (scope: CartScope) => cartCookieBrowserName({ kind: 'anonymous' }, scope.https);

/** Deletes the public cart marker, with the attributes it was set with. */
async function clearPublicMarker(scope: CartScope): Promise<void> {
  writeCookies(await cookies(), [cookieClear(cartCookieRow({ kind: 'anonymous' }), scope.https)]);
}

/** The public cart the cookie names, when it still exists as a working cart of this market. */
async function publicCart(scope: CartScope): Promise<CartView | null> {
  const id = cartIdSchema.safeParse((await cookies()).get(publicCookieName(scope))?.value);
  if (!id.success) return null;
  try {
    const cart = await scope.cart.get(id.data);
    const market = cart.marketId.toLowerCase();
    const here = market === scope.market.name.toLowerCase() || market === scope.market.marketId.toLowerCase();
    return cart.status === 'default' && here ? cart : null;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Both carts of a consumer who signed in, for the merge choice page (null: nothing to choose). */
export async function mergeCandidates(lang: Language) {
  const scope = await cartScope(lang);
  if (!scope.signedIn) return null;
  const [pub, account] = await Promise.all([publicCart(scope), findCart(scope)]);
  if (
    !pub ||
    signInCartStep(pub.rows.length, account?.rows.length ?? 0, cartAudience(scope.signedIn.role)) !== 'ask'
  )
    return null;
  return { publicCart: pub, accountCart: account };
}

async function combine(scope: CartScope, pub: CartView, account: CartView | null, choice: CartMergeChoice) {
  const target = account ?? (await createCart(scope));
  const run = (version: number) =>
    choice === 'merge'
      ? scope.cart.append(target.id, pub.id, version)
      : scope.cart.replace(target.id, pub.id, version);
  try {
    await run(target.version);
  } catch (error) {
    const current = currentCartOf(error);
    if (!current) throw error;
    await run(current.version);
  }
  await rememberCart(scope, target.id);
  await clearPublicMarker(scope);
}

/**
 * Right after a sign-in (the session cookies are set): settles the public cart and answers where the
 * visitor goes next: the merge choice page when a consumer must choose, else `next`.
 */
export async function settleCartsAtSignIn(lang: Language, next: string): Promise<string> {
  const scope = await cartScope(lang);
  if (!scope.signedIn) return next;
  const pub = await publicCart(scope);
  if (!pub) {
    await clearPublicMarker(scope);
    return next;
  }
  const account = await findCart(scope);
  const step = signInCartStep(pub.rows.length, account?.rows.length ?? 0, cartAudience(scope.signedIn.role));
  if (step === 'ask') return routePath('CartMerge', lang);
  if (step === 'adopt') await combine(scope, pub, account, 'merge');
  else await clearPublicMarker(scope);
  return next;
}

/** The consumer's choice on the merge page. False when there is nothing (left) to combine. */
export async function combineAtChoice(lang: Language, choice: CartMergeChoice): Promise<boolean> {
  const scope = await cartScope(lang);
  if (!scope.signedIn) return false;
  const pub = await publicCart(scope);
  if (!pub) {
    await clearPublicMarker(scope);
    return false;
  }
  await combine(scope, pub, await findCart(scope), choice);
  return true;
}

/**
 * The sign-in action's hook: settles the carts and answers where to go. A cart failure never stands in
 * the way of the sign-in itself: it is logged and the visitor goes on to `next` with the carts as they
 * were (the public cart marker stays, so the next sign-in settles it).
 */
export async function cartsAfterSignIn(lang: Language, next: string): Promise<string> {
  try {
    return await settleCartsAtSignIn(lang, next);
  } catch (error) {
    logError('Settling the public cart at sign-in failed.', error);
    return next;
  }
}
