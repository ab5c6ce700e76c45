import type { CartView } from '@workwear/contracts';
import { type DiscountCodeStatus, DomainError, ok, refuse } from '@workwear/domain';
import { idempotentWrite } from '../../context/idempotentWrite';
import type { MarketRequestContext, RequestContext } from '../../context/requestContext';
import { applyCode, type CodeKind, DiscountRefused, removeCode, setMetadata } from './cartCodes';
import type { CartDeps } from './cartEnvironment';
import { type CartPatch, combineCarts, deleteCart, listCarts, openCart, updateCart } from './cartLifecycle';
import {
  type CartChange,
  changeCart,
  changeCartIn,
  changeEnvironment,
  reachable,
  readCart,
} from './cartStore';
import { previewLines } from './linePreview';
import { cartRepository } from './repository';
import { addRow, addRows, type RowInput, type RowPatch, removeRow, splitRow, updateRow } from './rowChanges';

/** A discount change answered as the calls declare it: the status and the cart, or the refusal. */
async function discountResult(
  run: () => Promise<{ cart: CartView; result: DiscountCodeStatus | undefined }>,
) {
  try {
    const { cart, result } = await run();
    // No status when the entry set was not PromotionCode.
    return ok(result === undefined ? { cart } : { status: result, cart });
  } catch (error) {
    if (error instanceof DiscountRefused) return refuse(error.refusal);
    throw error;
  }
}

/**
 * The cart service (spec §7 Cart): every use case checks the principal against the cart (404 for
 * anyone else's), takes the cart's lock and version for changes, prices through the one pricing
 * function, and answers the cart as it now is.
 */
export function createCartService(deps: CartDeps) {
  const change = <T>(
    ctx: RequestContext,
    id: string,
    version: number | undefined,
    run: (c: CartChange) => Promise<T>,
  ) => changeCart(deps, ctx, id, version, run);

  return {
    create: (
      ctx: MarketRequestContext,
      body: { name?: string | undefined; description?: string | undefined } | undefined,
      idempotencyKey: string | undefined,
    ) => openCart(deps, ctx, body, idempotencyKey),
    get: (ctx: RequestContext, id: string) => readCart(deps, ctx, id),
    list: (ctx: RequestContext, status?: 'default' | 'saved') => listCarts(deps, ctx, status),
    update: async (ctx: RequestContext, id: string, version: number, patch: CartPatch) =>
      (await change(ctx, id, version, (c) => updateCart(c, ctx, patch))).cart,
    remove: (ctx: RequestContext, id: string, version: number) => deleteCart(deps, ctx, id, version),

    addRow: async (ctx: RequestContext, id: string, version: number | undefined, row: RowInput) =>
      (await change(ctx, id, version, (c) => addRow(deps, c, row))).cart,
    /**
     * Quick order's add. With an idempotency key (scoped to the cart: an anonymous principal's keys
     * are shared), the key's record and the rows commit together, so a repeated submit adds nothing
     * again and gets the first answer; a concurrent repeat waits for the first (runIdempotent).
     */
    addRows: async (
      ctx: RequestContext,
      id: string,
      version: number | undefined,
      items: readonly RowInput[],
      idempotencyKey?: string,
    ) => {
      const env = await changeEnvironment(deps, ctx, id);
      const write = { operation: `cart.addRows:${id}`, key: idempotencyKey, body: { version, items } };
      return idempotentWrite(deps.handle, ctx.principal, write, async (tx) => {
        const { cart, result } = await changeCartIn(deps, tx, ctx, env, id, version, (c) =>
          addRows(deps, c, items),
        );
        return { status: 200 as const, body: { cart, lines: result } };
      });
    },
    /**
     * Reorder's add (issue 27): the order's lines with their co-workers and comments, each its own
     * row in a business cart (splits stay split), and the order's references (purchase order and
     * project number) kept on the cart, which checkout fills its fields from; all in one change.
     */
    addReordered: async (
      ctx: RequestContext,
      id: string,
      items: readonly RowInput[],
      references: Readonly<Record<string, string>>,
    ) => {
      const { cart, result } = await change(ctx, id, undefined, async (c) => {
        const lines = await addRows(deps, c, items, { apart: true });
        for (const [key, value] of Object.entries(references)) {
          if (value !== '') await cartRepository.setMetadata(c.tx, c.cart.id, key, value);
        }
        return lines;
      });
      return { cart, lines: result };
    },
    previewLines: (ctx: MarketRequestContext, items: readonly { sku: string; quantity: unknown }[]) =>
      previewLines(deps, ctx, items),
    updateRow: async (ctx: RequestContext, id: string, rowId: number, version: number, patch: RowPatch) =>
      (await change(ctx, id, version, (c) => updateRow(deps, c, rowId, patch))).cart,
    removeRow: async (ctx: RequestContext, id: string, rowId: number, version: number) =>
      (await change(ctx, id, version, (c) => removeRow(c, rowId))).cart,
    splitRow: async (ctx: RequestContext, id: string, rowId: number, version: number, quantity: unknown) =>
      (await change(ctx, id, version, (c) => splitRow(deps, c, rowId, quantity))).cart,

    async metadata(ctx: RequestContext, id: string) {
      reachable(ctx, await cartRepository.find(deps.handle, id));
      return cartRepository.metadata(deps.handle, id);
    },
    setMetadata: (
      ctx: RequestContext,
      id: string,
      body: { version: number; key: string; value: string },
      mode: 'create' | 'update' | 'upsert',
    ) => discountResult(() => change(ctx, id, body.version, (c) => setMetadata(deps, c, body, mode))),

    append: async (ctx: RequestContext, id: string, otherId: string, version: number) =>
      (await change(ctx, id, version, (c) => combineCarts(deps, c, ctx, otherId, 'merge'))).cart,
    replace: async (ctx: RequestContext, id: string, otherId: string, version: number) =>
      (await change(ctx, id, version, (c) => combineCarts(deps, c, ctx, otherId, 'overwrite'))).cart,

    /** Engine discount codes (PUT/DELETE cart/{id}/discountcodes/{code}): anonymous and consumers with the flag on. */
    engineCode: (
      ctx: RequestContext,
      id: string,
      code: string,
      version: number | undefined,
      action: 'add' | 'remove',
    ) =>
      discountResult(() =>
        change<DiscountCodeStatus>(ctx, id, version, async (c) => {
          if (!c.env.rules.enginePromotions) {
            throw new DomainError(
              'forbidden',
              'Engine promotions are for anonymous and consumer carts where the market uses them.',
            );
          }
          const kind: CodeKind = 'engine';
          return action === 'add' ? applyCode(deps, c, code, kind) : removeCode(c, code);
        }),
      ),
  };
}
export type CartService = ReturnType<typeof createCartService>;
