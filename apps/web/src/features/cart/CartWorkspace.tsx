'use client';

import type { CartRowView, CartView } from '@workwear/contracts';
import { parseRowComment } from '@workwear/domain/cart/cartTextRules';
import { NEW_PRODUCT_HIGHLIGHT_MS, ROW_SAVE_DEBOUNCE_MS } from '@workwear/domain/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addToCart,
  applyDiscountCode,
  removeDiscountCode,
  removeRow,
  setRowQuantity,
  splitRow,
  updateRow,
} from './actions';
import { CartIcon } from './CartIcon';
import { CartRowItem } from './CartRowItem';
import type { CartActionResult, CartFailure } from './cartActionResult';
import type { CartDisplay } from './cartDisplay';
import { groupRowsByCustomer } from './cartRowGroups';
import { cartStore } from './cartStore';
import type { CartPageTexts } from './cartTexts';
import { DiscountCodeForm } from './DiscountCodeForm';
import { fillText } from './fillText';
import { productHrefOf } from './productHref';
import { removedRowOf, restoreInput } from './removedRow';
import { createRowSaveScheduler } from './rowSaveScheduler';
import { SnackbarHost } from './SnackbarHost';
import { pushSnack, type Snack, type SnackInput } from './snackbarQueue';
import { TotalsPanel } from './TotalsPanel';

export type CartPageProps = {
  lang: string;
  texts: CartPageTexts;
  display: CartDisplay;
  /** Rows are grouped per customer (business carts). */
  business: boolean;
  /** The company's people the buyer may put rows on (empty when the company service gives none). */
  coWorkers: readonly { id: number; name: string }[];
  shopHref: string;
  /** The language's product link with PRODUCT_NAME_SLOT for the product's unique name (productHref.ts). */
  productHrefTemplate: string;
  /** Step 2 of the checkout; null where checkout is not open to this visitor (checkoutUnavailable says why). */
  checkoutHref: string | null;
  /** Why there is no checkout: the market offers none, or the company turned it off (code 27). */
  checkoutUnavailable: string | null;
};

type Props = CartPageProps & {
  /** The cart as the page's first load answered it (null: the visitor has none yet). */
  initial: CartView | null;
};
type Field = 'quantity' | 'comment' | 'coWorker';

const keyOf = (rowId: number, field: Field) => `${rowId}:${field}`;

/**
 * The cart page's working part, loaded by CartPageClient together with the cart (no page's HTML holds
 * a cart, so none needs this code before then). Every change goes through one queue, so each is sent
 * with the version the previous one answered. Row edits wait 400 ms (the spec's row save debounce)
 * and show saving and failure on their row; removals offer Undo for 6 s.
 */
export function CartWorkspace({
  initial,
  lang,
  texts,
  display,
  business,
  coWorkers,
  shopHref,
  productHrefTemplate,
  checkoutHref,
  checkoutUnavailable,
}: Props) {
  const [cart, setCart] = useState<CartView | null>(initial);
  const cartRef = useRef<CartView | null>(initial);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [comments, setComments] = useState<Record<number, string>>({});
  const [commentErrors, setCommentErrors] = useState<Record<number, string>>({});
  const [rowUi, setRowUi] = useState<Record<number, { saving: number; failed: boolean }>>({});
  const [highlight, setHighlight] = useState<number | null>(null);
  const [snacks, setSnacks] = useState<Snack[]>([]);
  const [discountBusy, setDiscountBusy] = useState(false);
  const [discountMessage, setDiscountMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const snackId = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const scheduler = useMemo(
    () =>
      createRowSaveScheduler(ROW_SAVE_DEBOUNCE_MS, {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      }),
    [],
  );

  const snack = useCallback((input: SnackInput) => {
    snackId.current += 1;
    const id = snackId.current;
    setSnacks((q) => pushSnack(q, input, id));
  }, []);
  const dismiss = useCallback((id: number) => setSnacks((q) => q.filter((s) => s.id !== id)), []);

  const showNotices = useCallback(
    (cart: CartView) => {
      for (const notice of cart.notices) {
        const item = notice.name ?? notice.sku ?? '';
        if (notice.kind === 'removed')
          snack({ text: fillText(texts.notices.removed, { item }), tone: 'error', long: true });
        else if (notice.kind === 'updated')
          snack({ text: fillText(texts.notices.updated, { item }), tone: 'info', long: true });
        else snack({ text: texts.notices.promotionRemoved, tone: 'info' });
      }
    },
    [snack, texts.notices],
  );

  const takeCart = useCallback(
    (cart: CartView | null) => {
      cartRef.current = cart;
      setCart(cart);
      cartStore.setCart(cart);
      if (cart) showNotices(cart);
    },
    [showNotices],
  );

  const flashRow = useCallback((rowId: number | undefined, since = Date.now()) => {
    if (rowId === undefined) return;
    const left = NEW_PRODUCT_HIGHLIGHT_MS - (Date.now() - since);
    if (left <= 0) return;
    setHighlight(rowId);
    window.setTimeout(() => setHighlight((h) => (h === rowId ? null : h)), left);
  }, []);

  // Once, on arrival: a later render (new texts after a server action refreshed the page) must not
  // put back the cart as it was first loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on arrival only
  useEffect(() => {
    takeCart(initial);
    // A row added on the product page a moment ago stays highlighted for the rest of its 4 s.
    const added = cartStore.get().added;
    if (added) flashRow(added.rowId, added.at);
  }, []);

  useEffect(() => {
    // Saves still waiting when the shopper leaves go out at once rather than being lost.
    const leave = () => scheduler.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      scheduler.flush();
    };
  }, [scheduler]);

  /** One change at a time, each with the cart the previous one answered. */
  const enqueue = useCallback(
    (run: (cart: CartView) => Promise<CartActionResult>, onDone: (result: CartActionResult) => void) => {
      const next = queue.current.then(async () => {
        const cart = cartRef.current;
        if (!cart) return;
        let result: CartActionResult;
        try {
          result = await run(cart);
        } catch {
          result = { ok: false, failure: 'rowSaveFailed', cart: null };
        }
        if (result.cart) takeCart(result.cart);
        onDone(result);
      });
      queue.current = next;
      return next;
    },
    [takeCart],
  );

  const failureText = (failure: CartFailure): string => {
    switch (failure) {
      case 'removeFailed':
        return texts.errors.removeFailed;
      case 'splitFailed':
        return texts.errors.splitFailed;
      case 'addFailed':
        return texts.errors.addFailed;
      case 'invalid':
        return texts.errors.invalid;
      case 'gone':
        return texts.errors.gone;
      default:
        return texts.errors.rowSaveFailed;
    }
  };

  const markRow = (rowId: number, change: 'start' | 'ok' | 'failed') =>
    setRowUi((ui) => {
      const now = ui[rowId] ?? { saving: 0, failed: false };
      if (change === 'start') return { ...ui, [rowId]: { saving: now.saving + 1, failed: false } };
      return { ...ui, [rowId]: { saving: Math.max(0, now.saving - 1), failed: change === 'failed' } };
    });

  const saveRow = (rowId: number, field: Field, run: (cart: CartView) => Promise<CartActionResult>) => {
    markRow(rowId, 'start');
    void enqueue(run, (result) => {
      markRow(rowId, result.ok ? 'ok' : 'failed');
      if (!result.ok) snack({ text: failureText(result.failure), tone: 'error' });
      // The shown value follows the server's once no newer edit of the field is waiting.
      if (!scheduler.has(keyOf(rowId, field))) {
        if (field === 'quantity') setQuantities(({ [rowId]: _, ...rest }) => rest);
        if (field === 'comment' && result.ok) setComments(({ [rowId]: _, ...rest }) => rest);
      }
    });
  };

  const changeQuantity = (row: CartRowView, quantity: number) => {
    setQuantities((q) => ({ ...q, [row.id]: quantity }));
    scheduler.schedule(keyOf(row.id, 'quantity'), () =>
      saveRow(row.id, 'quantity', (cart) =>
        setRowQuantity({ lang, cartId: cart.id, version: cart.version, rowId: row.id, quantity }),
      ),
    );
  };

  const changeComment = (row: CartRowView, text: string, required: boolean) => {
    setComments((c) => ({ ...c, [row.id]: text }));
    const parsed = parseRowComment(text);
    const error = !parsed.ok
      ? text.length > 98
        ? fillText(texts.errors.commentTooLong, { max: 98 })
        : texts.errors.blockedCharacters
      : required && parsed.text.trim() === ''
        ? texts.errors.valueRequired
        : null;
    setCommentErrors(({ [row.id]: _, ...rest }) => (error ? { ...rest, [row.id]: error } : rest));
    if (!parsed.ok) {
      scheduler.cancel(keyOf(row.id, 'comment'));
      return;
    }
    scheduler.schedule(keyOf(row.id, 'comment'), () =>
      saveRow(row.id, 'comment', (cart) =>
        updateRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id, comment: parsed.text }),
      ),
    );
  };

  const changeCoWorker = (row: CartRowView, coWorkerId: number | null) => {
    scheduler.schedule(keyOf(row.id, 'coWorker'), () =>
      saveRow(row.id, 'coWorker', (cart) =>
        updateRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id, coWorkerId }),
      ),
    );
  };

  const restore = (removed: ReturnType<typeof removedRowOf>) => {
    void enqueue(
      () => addToCart({ lang, ...restoreInput(removed) }),
      (result) => {
        if (!result.ok) {
          snack({ text: texts.errors.addFailed, tone: 'error' });
          return;
        }
        flashRow(result.highlightRowId);
        snack({ text: fillText(texts.snackbar.restored, { name: removed.name }), tone: 'info' });
      },
    );
  };

  const remove = (row: CartRowView) => {
    for (const field of ['quantity', 'comment', 'coWorker'] as const) scheduler.cancel(keyOf(row.id, field));
    const removed = {
      ...removedRowOf(row),
      quantity: quantities[row.id] ?? row.quantity,
      comment: comments[row.id] ?? row.comment,
    };
    markRow(row.id, 'start');
    void enqueue(
      (cart) => removeRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id }),
      (result) => {
        markRow(row.id, result.ok ? 'ok' : 'failed');
        const gone =
          !result.ok &&
          result.failure === 'gone' &&
          result.cart &&
          !result.cart.rows.some((r) => r.id === row.id);
        if (!result.ok && !gone) {
          snack({ text: texts.errors.removeFailed, tone: 'error' });
          return;
        }
        snack({
          text: fillText(texts.snackbar.removed, { name: row.name }),
          tone: 'info',
          action: { label: texts.snackbar.undo, run: () => restore(removed) },
        });
        // Focus would be lost with the row: it goes to the list's heading.
        document.getElementById('cart-rows-heading')?.focus();
      },
    );
  };

  const split = (row: CartRowView) => {
    scheduler.flush();
    markRow(row.id, 'start');
    void enqueue(
      (cart) => splitRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id }),
      (result) => {
        markRow(row.id, result.ok ? 'ok' : 'failed');
        if (!result.ok) {
          snack({ text: result.detail ?? texts.errors.splitFailed, tone: 'error' });
          return;
        }
        const newest = [...result.cart.rows].sort((a, b) => b.rowNumber - a.rowNumber)[0];
        flashRow(newest?.id);
        snack({ text: texts.snackbar.split, tone: 'info' });
      },
    );
  };

  const discountText = (result: CartActionResult, code: string, action: 'apply' | 'remove') => {
    if (result.ok) {
      return {
        tone: 'ok' as const,
        text:
          action === 'apply'
            ? fillText(texts.discount.applied, { code: code.toUpperCase() })
            : texts.discount.removed,
      };
    }
    const byFailure: Partial<Record<CartFailure, string>> = {
      discountRequirements: texts.discount.requirements,
      discountInvalid: texts.discount.invalid,
      discountNotValid: texts.discount.notValid,
    };
    return { tone: 'error' as const, text: byFailure[result.failure] ?? texts.discount.failed };
  };

  const changeCode = (code: string, action: 'apply' | 'remove') => {
    scheduler.flush();
    setDiscountBusy(true);
    setDiscountMessage(null);
    void enqueue(
      (cart) =>
        (action === 'apply' ? applyDiscountCode : removeDiscountCode)({
          lang,
          cartId: cart.id,
          version: cart.version,
          code,
        }),
      (result) => {
        setDiscountBusy(false);
        setDiscountMessage(discountText(result, code, action));
      },
    );
  };

  return (
    <>
      {body()}
      <SnackbarHost snacks={snacks} dismiss={dismiss} dismissLabel={texts.snackbar.dismiss} />
    </>
  );

  function body() {
    const rows = cart?.rows.filter((r) => r.parentRowId === null) ?? [];
    if (!cart || rows.length === 0) {
      return (
        <div
          data-testid="cart-empty"
          className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-16 text-center"
        >
          <CartIcon size={56} strokeWidth={1.3} className="text-slate-400" />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{texts.page.empty}</h2>
          <p className="mt-1 text-slate-600">{texts.page.emptyText}</p>
          <a
            href={shopHref}
            className="mt-6 rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {texts.page.shop}
          </a>
        </div>
      );
    }

    const names = new Map(coWorkers.map((c) => [c.id, c.name]));
    const groups = business
      ? groupRowsByCustomer(rows, names, {
          me: texts.page.me,
          unknown: (id) => fillText(texts.page.unknownCustomer, { id }),
        })
      : [
          {
            key: 'all',
            coWorkerId: null,
            label: '',
            rows: [...rows].sort((a, b) => a.rowNumber - b.rowNumber),
          },
        ];
    const errorOf = (rowId: number, kind: 'Comment' | 'CustomerSelect') =>
      cart.rowErrors.some((e) => e.rowId === rowId && e.kind === kind) ? texts.errors.valueRequired : null;
    const showCodes = cart.rules.discountCodes || cart.rules.enginePromotions;

    return (
      <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
        <section aria-labelledby="cart-rows-heading" className="flex flex-col gap-6 lg:col-span-8">
          <h2 id="cart-rows-heading" tabIndex={-1} className="sr-only">
            {texts.page.rows}
          </h2>
          {groups.map((group) => (
            <div key={group.key} data-testid="cart-group" className="flex flex-col gap-3">
              {business && (
                <h3 className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-slate-600">
                  <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-brand-600" />
                  {group.label}
                </h3>
              )}
              <ul className="flex flex-col gap-3">
                {group.rows.map((row) => {
                  const ui = rowUi[row.id];
                  return (
                    <CartRowItem
                      key={row.id}
                      row={row}
                      display={display}
                      texts={texts}
                      productHref={productHrefOf(productHrefTemplate, row.uniqueName)}
                      quantity={quantities[row.id] ?? row.quantity}
                      comment={comments[row.id] ?? row.comment}
                      commentError={commentErrors[row.id] ?? errorOf(row.id, 'Comment')}
                      coWorkerError={errorOf(row.id, 'CustomerSelect')}
                      ui={{ saving: (ui?.saving ?? 0) > 0, failed: ui?.failed ?? false }}
                      highlighted={highlight === row.id}
                      coWorkers={cart.rules.mandatoryCoWorker ? coWorkers : null}
                      commentRequired={cart.rules.mandatoryRowComment}
                      onQuantity={(q) => changeQuantity(row, q)}
                      onComment={(text) => changeComment(row, text, cart.rules.mandatoryRowComment)}
                      onCoWorker={(id) => changeCoWorker(row, id)}
                      onRemove={() => remove(row)}
                      onSplit={business && row.canSplit ? () => split(row) : null}
                    />
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
        <aside
          aria-labelledby="cart-summary-heading"
          data-testid="cart-summary"
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4 lg:col-span-4"
        >
          <h2 id="cart-summary-heading" className="text-lg font-bold text-slate-900">
            {texts.page.summary}
          </h2>
          {showCodes && (
            <DiscountCodeForm
              cart={cart}
              display={display}
              texts={texts.discount}
              busy={discountBusy}
              message={discountMessage}
              onApply={(code) => changeCode(code, 'apply')}
              onRemove={(code) => changeCode(code, 'remove')}
            />
          )}
          {display.showPrices ? (
            <TotalsPanel
              totals={cart.totals}
              freeDelivery={cart.freeDelivery}
              display={display}
              texts={texts.totals}
            />
          ) : (
            <p className="text-sm text-slate-600">{texts.page.pricesHidden}</p>
          )}
          {!cart.valid && (
            <p
              className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
              data-testid="cart-invalid"
            >
              {texts.page.invalid}
            </p>
          )}
          {checkoutUnavailable !== null && (
            <p
              className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
              data-testid="checkout-unavailable"
            >
              {checkoutUnavailable}
            </p>
          )}
          {checkoutHref !== null &&
            (cart.valid ? (
              <a
                href={checkoutHref}
                data-testid="cart-checkout"
                className="flex h-12 items-center justify-center rounded-md bg-brand-700 px-4 text-base font-bold text-white shadow-sm hover:bg-orange-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {texts.page.checkout}
              </a>
            ) : (
              <button
                type="button"
                disabled
                data-testid="cart-checkout"
                className="flex h-12 items-center justify-center rounded-md bg-slate-300 px-4 text-base font-bold text-slate-700"
              >
                {texts.page.checkout}
              </button>
            ))}
          <a
            href={shopHref}
            className="text-center text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
          >
            {texts.page.shop}
          </a>
        </aside>
      </div>
    );
  }
}
