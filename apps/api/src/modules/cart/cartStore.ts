import type { CartView } from '@workwear/contracts';
import { type DatabaseHandle, type TransactionHandle, unitOfWork } from '@workwear/db';
import { canReachCart, conflict, DomainError, notFound } from '@workwear/domain';
import { type RequestContext, textLocaleOfContext } from '../../context/requestContext';
import { promotionRepository } from '../promotion';
import { type CartDeps, type CartEnvironment, cartEnvironment } from './cartEnvironment';
import {
  type CartEvaluation,
  type CartNotice,
  evaluateCart,
  hasFixes,
  PROMOTION_CODE_KEY,
} from './cartEvaluation';
import { cartView } from './cartView';
import { type CartLineRecord, type CartMetadataRecord, type CartRecord, cartRepository } from './repository';

/** At most this many passes settle a cart (a gift added in one is priced in the next). */
const SETTLE_PASSES = 3;

/** The cart if this principal may reach it; 404 for a missing cart and for anyone else's alike. */
export function reachable(ctx: RequestContext, cart: CartRecord | undefined): CartRecord {
  const owner = {
    customerId: cart?.ownerCustomerId ?? null,
    companyId: cart?.ownerCompanyId ?? null,
    session: cart?.punchoutSession ?? null,
  };
  if (!cart || !canReachCart(ctx.principal, owner)) throw notFound('Cart');
  return cart;
}

/** Applies what the cart needs by itself (rows that cannot be bought, changed lists, a lapsed code, gifts). */
async function applyFixes(deps: CartDeps, tx: TransactionHandle, env: CartEnvironment, ev: CartEvaluation) {
  const { fixes, cart } = ev;
  await cartRepository.deleteLines(tx, cart.id, fixes.removeRows);
  for (const { rowId, priceListId } of fixes.setPriceLists) {
    await cartRepository.updateLine(tx, cart.id, rowId, { priceListId });
  }
  if (fixes.dropCode) {
    await cartRepository.deleteMetadata(tx, cart.id, PROMOTION_CODE_KEY);
    await promotionRepository.releaseUses(tx, cart.id);
  }
  if (fixes.addGifts.length > 0) {
    // One pack of the gift: its multiply factor, so a stored quantity stays a multiple of it.
    const facts = await deps.skuFacts.load(
      tx,
      fixes.addGifts.map((g) => g.sku),
      textLocaleOfContext(env.ctx),
    );
    const factors = new Map([...facts.values()].map((f) => [f.sku, f.quantityFactor]));
    let rowNumber = Math.max(0, ...ev.lines.map((l) => l.rowNumber));
    await cartRepository.insertLines(
      tx,
      cart.id,
      fixes.addGifts
        .filter((g) => factors.has(g.sku))
        .map((g) => ({
          rowNumber: ++rowNumber,
          sku: g.sku,
          quantity: factors.get(g.sku)!,
          comment: '',
          coWorkerId: null,
          promotionId: g.promotionId,
          priceListId: null,
        })),
    );
  }
}

/**
 * Evaluates the cart and applies its own fixes until none are left, collecting their notices; the
 * caller bumps the version once for the whole change.
 */
async function settle(deps: CartDeps, tx: TransactionHandle, env: CartEnvironment, cart: CartRecord) {
  const notices: CartNotice[] = [];
  let ev = await evaluateCart(deps, tx, env, cart);
  let changed = false;
  for (let pass = 0; pass < SETTLE_PASSES && hasFixes(ev.fixes); pass++) {
    notices.push(...ev.fixes.notices);
    await applyFixes(deps, tx, env, ev);
    changed = true;
    ev = await evaluateCart(deps, tx, env, cart);
  }
  return { ev, notices, changed };
}

async function bumped(tx: TransactionHandle, ev: CartEvaluation): Promise<CartEvaluation> {
  return { ...ev, cart: await cartRepository.touch(tx, ev.cart.id) };
}

export interface CartChange {
  tx: TransactionHandle;
  env: CartEnvironment;
  cart: CartRecord;
  /** The cart's rows and metadata as the lock found them: what the change starts from. */
  lines: CartLineRecord[];
  metadata: CartMetadataRecord[];
  /** The cart as it is now, priced: for a 409's current cart or a refusal that names it. */
  current(): Promise<CartView>;
}

/**
 * One change to one cart, in one unit of work: locks the cart (changes to a cart follow one another),
 * checks the principal and the version, runs the change, settles the cart, bumps its version once
 * and answers the cart as it now is. A stale version changes nothing and gets 409 with the current
 * cart; an ordered cart cannot change.
 */
export async function changeCart<T = undefined>(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string,
  version: number | undefined,
  change: (c: CartChange) => Promise<T>,
): Promise<{ cart: CartView; result: T }> {
  const env = await changeEnvironment(deps, ctx, cartId);
  return unitOfWork(deps.handle, (tx) => changeCartIn(deps, tx, ctx, env, cartId, version, change));
}

/**
 * The environment a change of this cart is priced in. It is read before the transaction: on the
 * embedded database the transaction holds the one connection, so nothing inside it may wait for
 * another (see readyEnvironment).
 */
export async function changeEnvironment(deps: CartDeps, ctx: RequestContext, cartId: string) {
  const market = await deps.caches.cartMarkets.get(
    cartId,
    async () => reachable(ctx, await cartRepository.find(deps.handle, cartId)).market,
  );
  return readyEnvironment(deps, ctx, { market });
}

/** changeCart's work inside a transaction the caller owns (an idempotent write's, for one). */
export async function changeCartIn<T>(
  deps: CartDeps,
  tx: TransactionHandle,
  ctx: RequestContext,
  env: CartEnvironment,
  cartId: string,
  version: number | undefined,
  change: (c: CartChange) => Promise<T>,
): Promise<{ cart: CartView; result: T }> {
  {
    const locked = await cartRepository.lockWithContents(tx, cartId);
    const cart = reachable(ctx, locked?.cart);
    const { lines, metadata } = locked!;
    const current = async () => cartView(env, await evaluateCart(deps, tx, env, cart));
    if (version !== undefined && version !== cart.version) {
      throw conflict(
        `The cart was changed elsewhere (version ${version} is no longer current): here it is as it is now.`,
        await current(),
      );
    }
    if (cart.status === 'ordered')
      throw new DomainError('unprocessable', 'The cart has been ordered and cannot change.');
    const result = await change({ tx, env, cart, lines, metadata, current });
    const settled = await settle(deps, tx, env, cart);
    return { cart: cartView(env, await bumped(tx, settled.ev), settled.notices), result };
  }
}

/**
 * The cart as it is, for reading. Reading never waits for a lock; when the cart needs fixes of its
 * own (a sku gone from the principal's lists, a code that lapsed) they are applied once, in a unit
 * of work, and told as notices.
 */
export async function readCart(deps: CartDeps, ctx: RequestContext, cartId: string): Promise<CartView> {
  const cart = reachable(ctx, await cartRepository.find(deps.handle, cartId));
  const env = await readyEnvironment(deps, ctx, cart);
  const ev = await evaluateCart(deps, deps.handle, env, cart);
  if (!hasFixes(ev.fixes)) return cartView(env, ev);
  return unitOfWork(deps.handle, async (tx) => {
    const locked = reachable(ctx, await cartRepository.lock(tx, cartId));
    const settled = await settle(deps, tx, env, locked);
    if (!settled.changed) return cartView(env, settled.ev);
    return cartView(env, await bumped(tx, settled.ev), settled.notices);
  });
}

/**
 * The cart's environment with its prices ready: the pricing service loads a principal's price lists
 * on first use through its own handle, which inside a transaction on the embedded database (one
 * connection, held by the transaction) would wait forever. Loaded here, before any transaction,
 * pricing inside one reads only memory.
 */
export async function readyEnvironment(
  deps: CartDeps,
  ctx: RequestContext,
  cart: Pick<CartRecord, 'market'>,
) {
  const env = await cartEnvironment(deps, ctx, cart);
  await deps.pricing.priceVariants(env.priceContext, env.priceList, []);
  return env;
}

/** A cart's view in its own market, from a handle (the carts a create or list answers). */
export async function viewOf(deps: CartDeps, handle: DatabaseHandle, env: CartEnvironment, cart: CartRecord) {
  return cartView(env, await evaluateCart(deps, handle, env, cart));
}
