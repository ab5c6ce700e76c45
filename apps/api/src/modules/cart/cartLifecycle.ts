import type { CartView } from '@workwear/contracts';
import { type TransactionHandle, unitOfWork } from '@workwear/db';
import {
  applyQuantityFactor,
  cartOwnerOf,
  conflict,
  DomainError,
  MAX_ROW_QUANTITY,
  planCartMerge,
  planCartReplace,
} from '@workwear/domain';
import { idempotentWrite } from '../../context/idempotentWrite';
import {
  type MarketRequestContext,
  type RequestContext,
  textLocaleOfContext,
} from '../../context/requestContext';
import type { CartDeps, CartEnvironment } from './cartEnvironment';
import { PROMOTION_CODE_KEY } from './cartEvaluation';
import { type CartChange, reachable, readyEnvironment, viewOf } from './cartStore';
import { type CartRecord, cartRepository } from './repository';
import { MAX_CART_ROWS } from './rowChanges';

type CartNaming = { name?: string | undefined; description?: string | undefined };

function signedInOwner(ctx: RequestContext) {
  const owner = cartOwnerOf(ctx.principal);
  if (owner.customerId === null) throw new DomainError('unauthenticated', 'Sign in to keep carts.');
  return { customerId: owner.customerId, companyId: owner.companyId, session: owner.session };
}

/**
 * A new cart in the request's market. A signed-in buyer has one active cart: when it exists (or a
 * concurrent create made it first) that cart is answered, with created false.
 */
async function createCart(
  deps: CartDeps,
  tx: TransactionHandle,
  ctx: MarketRequestContext,
  env: CartEnvironment,
  body: CartNaming = {},
): Promise<{ cart: CartView; created: boolean }> {
  const owner = cartOwnerOf(ctx.principal);
  const signedIn = owner.customerId !== null ? { ...owner, customerId: owner.customerId } : null;
  if (signedIn) {
    const active = await cartRepository.active(tx, signedIn);
    if (active) return { cart: await viewOf(deps, tx, env, active), created: false };
  }
  const id = await cartRepository.insert(tx, {
    ownerCustomerId: owner.customerId,
    ownerCompanyId: owner.companyId,
    punchoutSession: owner.session,
    market: ctx.market.name,
    name: body.name ?? '',
    description: body.description ?? '',
  });
  const cart = id
    ? await cartRepository.find(tx, id)
    : signedIn && (await cartRepository.active(tx, signedIn));
  if (!cart) throw new Error('A cart was neither created nor found.');
  return { cart: await viewOf(deps, tx, env, cart), created: id !== undefined };
}

/**
 * The create call: the environment read before the unit of work opens, then the create in it, at most
 * once per idempotency key (a repeat answers the stored status and cart). 201 with a new cart, 200
 * with the signed-in buyer's active one.
 */
export async function openCart(
  deps: CartDeps,
  ctx: MarketRequestContext,
  body: CartNaming | undefined,
  idempotencyKey: string | undefined,
) {
  const env = await readyEnvironment(deps, ctx, { market: ctx.market.name });
  const write = { operation: 'cart.create', key: idempotencyKey, body: body ?? {} };
  return idempotentWrite(deps.handle, ctx.principal, write, async (tx) => {
    const { cart, created } = await createCart(deps, tx, ctx, env, body);
    return { status: created ? (201 as const) : (200 as const), body: cart };
  });
}

export async function listCarts(
  deps: CartDeps,
  ctx: RequestContext,
  status: 'default' | 'saved' | undefined,
) {
  const rows = await cartRepository.summaries(deps.handle, signedInOwner(ctx), status ?? null);
  return rows.map(({ market, ...r }) => ({ ...r, marketId: market.toUpperCase() }));
}

export interface CartPatch {
  name?: string | undefined;
  description?: string | undefined;
  metadata?:
    | { Status?: 'default' | 'saved' | undefined; IsActive?: 'True' | 'False' | undefined }
    | undefined;
}

/**
 * Name, description, and the two status moves of the spec: saving (Status saved, IsActive False; the
 * storefront then creates a fresh active cart) and reopening a saved cart (Status default, IsActive
 * True; the buyer's current active cart is saved, or deleted when empty). Only signed-in buyers keep
 * carts.
 */
export async function updateCart(c: CartChange, ctx: RequestContext, patch: CartPatch) {
  const { Status, IsActive } = patch.metadata ?? {};
  const saving = Status === 'saved' || IsActive === 'False';
  const reopening = Status === 'default' || IsActive === 'True';
  if (saving && reopening)
    throw new DomainError('invalid_parameter', 'metadata: save or reopen, not both.', [
      {
        field: 'metadata',
        message: 'Status saved goes with IsActive False, Status default with IsActive True.',
      },
    ]);
  if (saving) {
    signedInOwner(ctx);
    if (c.lines.length === 0) {
      throw new DomainError('unprocessable', 'An empty cart cannot be saved.');
    }
    await cartRepository.update(c.tx, c.cart.id, { status: 'saved', isActive: false });
  }
  if (reopening && !c.cart.isActive) {
    await cartRepository.retireOtherActive(c.tx, c.cart.id, signedInOwner(ctx));
    await cartRepository.update(c.tx, c.cart.id, { status: 'default', isActive: true });
  }
  await cartRepository.update(c.tx, c.cart.id, {
    ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
  });
}

/**
 * The cart of a card order that was given up (cancelled by the buyer, expired, or failed for good)
 * comes back to its owner, in the order's transaction: open again as it was sent, with its rows'
 * co-workers, comments and split rows, its name and description (a saved cart that was reopened and
 * sent is that cart again), as the owner's active cart; a signed-in owner's other active cart is
 * saved (or deleted when empty), as when a saved cart is reopened. The promotion code goes (its use
 * went back with the order; the buyer enters it again) and so do gift rows (added again while their
 * promotion applies). An anonymous buyer's cookie still names the cart, so it is theirs again.
 */
export async function restoreOrderedCart(tx: TransactionHandle, cartId: string): Promise<void> {
  const cart = await cartRepository.lock(tx, cartId);
  if (cart?.status !== 'ordered') return;
  if (cart.ownerCustomerId !== null) {
    await cartRepository.retireOtherActive(tx, cart.id, {
      customerId: cart.ownerCustomerId,
      companyId: cart.ownerCompanyId,
      session: cart.punchoutSession,
    });
  }
  await cartRepository.deleteMetadata(tx, cart.id, PROMOTION_CODE_KEY);
  await cartRepository.deleteGiftLines(tx, cart.id);
  await cartRepository.reopenOrdered(tx, cart.id);
}

/**
 * The cart of a denied order (docs/companies/approvals-and-limits.md) is kept for its buyer as a saved
 * cart named after the order, beside whatever cart they use now: the code and gift rows go as when a
 * cart is given back (restoreOrderedCart), and it stays inactive until the buyer reopens it.
 */
export async function keepOrderedCartAsSaved(
  tx: TransactionHandle,
  cartId: string,
  name: string,
): Promise<void> {
  const cart = await cartRepository.lock(tx, cartId);
  if (cart?.status !== 'ordered') return;
  await cartRepository.deleteMetadata(tx, cart.id, PROMOTION_CODE_KEY);
  await cartRepository.deleteGiftLines(tx, cart.id);
  await cartRepository.reopenOrdered(tx, cart.id);
  await cartRepository.update(tx, cart.id, { status: 'saved', isActive: false, name });
}

export async function deleteCart(deps: CartDeps, ctx: RequestContext, cartId: string, version: number) {
  const env = await readyEnvironment(
    deps,
    ctx,
    reachable(ctx, await cartRepository.find(deps.handle, cartId)),
  );
  await unitOfWork(deps.handle, async (tx) => {
    const cart = reachable(ctx, await cartRepository.lock(tx, cartId));
    if (cart.version !== version) {
      throw conflict(
        `The cart was changed elsewhere (version ${version} is no longer current).`,
        await viewOf(deps, tx, env, cart),
      );
    }
    // Its order keeps the promotion uses it made (they are final); the cart stays with them.
    if (cart.status === 'ordered')
      throw new DomainError('unprocessable', 'The cart has been ordered and cannot be deleted.');
    await cartRepository.remove(tx, cartId);
  });
}

/**
 * Locks the other cart of an append or replace, after the cart itself. Two merges of one pair in
 * opposite directions at once would deadlock; PostgreSQL breaks that off and the unit of work runs
 * the loser again (withRetry), so both end in order.
 */
async function otherCart(c: CartChange, ctx: RequestContext, otherId: string): Promise<CartRecord> {
  if (otherId === c.cart.id) throw new DomainError('unprocessable', 'A cart cannot be merged with itself.');
  const other = reachable(ctx, await cartRepository.lock(c.tx, otherId));
  if (other.status === 'ordered') throw new DomainError('unprocessable', 'The other cart has been ordered.');
  return other;
}

/**
 * The consumer's choice at sign-in (spec §4): merge the other cart in (same sku adds quantities, the
 * rest appended 100 apart) or overwrite this cart with it. Quantities keep the product's factor and
 * the row maximum; the other cart is deleted (its promotion uses with it).
 */
export async function combineCarts(
  deps: CartDeps,
  c: CartChange,
  ctx: RequestContext,
  otherId: string,
  choice: 'merge' | 'overwrite',
) {
  const other = await otherCart(c, ctx, otherId);
  const [target, source] = await Promise.all([c.lines, cartRepository.lines(c.tx, other.id)]);
  const plan = choice === 'merge' ? planCartMerge(target, source, c.env.audience) : planCartReplace(source);
  const facts = await deps.skuFacts.load(
    c.tx,
    [...target, ...source].map((l) => l.sku),
    textLocaleOfContext(c.env.ctx),
  );
  const factors = new Map([...facts.values()].map((f) => [f.sku, f.quantityFactor]));
  const factored = (sku: string, quantity: number) =>
    Math.min(applyQuantityFactor(quantity, factors.get(sku) ?? 1), MAX_ROW_QUANTITY);
  if (plan.clearTarget) await cartRepository.deleteAllLines(c.tx, c.cart.id);
  const kept = plan.clearTarget ? 0 : target.length;
  if (kept + plan.append.length > MAX_CART_ROWS) {
    throw new DomainError('unprocessable', `A cart holds at most ${MAX_CART_ROWS} rows.`);
  }
  for (const { rowId, quantity } of plan.increase) {
    const row = target.find((t) => t.id === rowId)!;
    await cartRepository.updateLine(c.tx, c.cart.id, rowId, { quantity: factored(row.sku, quantity) });
  }
  await cartRepository.insertLines(
    c.tx,
    c.cart.id,
    plan.append.map(({ row, rowNumber }) => ({
      rowNumber,
      sku: row.sku,
      quantity: factored(row.sku, row.quantity),
      comment: row.comment,
      coWorkerId: c.env.audience === 'b2b' ? row.coWorkerId : null,
      priceListId: null,
    })),
  );
  await cartRepository.remove(c.tx, other.id);
}
