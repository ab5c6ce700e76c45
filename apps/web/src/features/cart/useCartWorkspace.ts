import type { CartRowView, CartView } from '@workwear/contracts';
import { NEW_PRODUCT_HIGHLIGHT_MS, ROW_BLINK_MS, ROW_SAVE_DEBOUNCE_MS } from '@workwear/domain/constants';
import { type Dispatch, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  addToCart,
  applyDiscountCode,
  removeDiscountCode,
  removeRow,
  setRowQuantity,
  splitRow,
  updateRow,
} from './actions';
import type { CartActionResult } from './cartActionResult';
import { cartStore } from './cartStore';
import type { CartPageTexts } from './cartTexts';
import { type CartWorkspaceAction, cartWorkspaceReducer, initialCartWorkspace } from './cartWorkspaceState';
import { cartFailureText, discountMessageOf, noticeSnacks, rowCommentCheck } from './cartWorkspaceTexts';
import { fillText } from './fillText';
import { removedRowOf, restoreInput } from './removedRow';
import { createRowSaveScheduler } from './rowSaveScheduler';

type Field = 'quantity' | 'comment' | 'coWorker';
type Run = (cart: CartView) => Promise<CartActionResult>;

const keyOf = (rowId: number, field: Field) => `${rowId}:${field}`;

/**
 * The queue every cart change goes through, so each is sent with the version the previous one
 * answered, and the row save scheduler that holds row edits for 400 ms (the spec's row save debounce).
 */
function useCartChangeQueue(
  initial: CartView | null,
  texts: CartPageTexts,
  dispatch: Dispatch<CartWorkspaceAction>,
) {
  // The queue reads the cart the previous change answered, before React has rendered it.
  const cartRef = useRef<CartView | null>(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const scheduler = useMemo(
    () =>
      createRowSaveScheduler(ROW_SAVE_DEBOUNCE_MS, {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      }),
    [],
  );

  const takeCart = useCallback(
    (cart: CartView | null) => {
      cartRef.current = cart;
      dispatch({ type: 'cartAnswered', cart, notices: cart ? noticeSnacks(cart, texts.notices) : [] });
      cartStore.setCart(cart);
    },
    [texts.notices, dispatch],
  );

  const flashRow = useCallback(
    (rowId: number | undefined, since = Date.now()) => {
      if (rowId === undefined) return;
      const left = NEW_PRODUCT_HIGHLIGHT_MS - (Date.now() - since);
      if (left <= 0) return;
      dispatch({ type: 'highlight', rowId });
      window.setTimeout(() => dispatch({ type: 'highlightEnded', rowId }), left);
    },
    [dispatch],
  );

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
  const enqueue = (run: Run, onDone: (result: CartActionResult) => void) => {
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
  };

  return { enqueue, flashRow, scheduler };
}

/**
 * The cart page's state (cartWorkspaceReducer) and its changes: row edits show saving and failure on
 * their row; removals offer Undo for 6 s.
 */
export function useCartWorkspace(initial: CartView | null, lang: string, texts: CartPageTexts) {
  const [state, dispatch] = useReducer(cartWorkspaceReducer, initial, initialCartWorkspace);
  const { enqueue, flashRow, scheduler } = useCartChangeQueue(initial, texts, dispatch);
  const failed = (text: string) => dispatch({ type: 'snack', snack: { text, tone: 'error' } });

  const saveRow = (rowId: number, field: Field, run: Run) => {
    dispatch({ type: 'saveStarted', rowId });
    enqueue(run, (result) => {
      dispatch({ type: 'saveSettled', rowId, ok: result.ok });
      if (!result.ok) failed(cartFailureText(result.failure, texts.errors));
      // The shown value follows the server's once no newer edit of the field is waiting.
      if (!scheduler.has(keyOf(rowId, field))) {
        if (field === 'quantity') dispatch({ type: 'typedDropped', rowId, field });
        if (field === 'comment' && result.ok) dispatch({ type: 'typedDropped', rowId, field });
      }
    });
  };

  const changeQuantity = (row: CartRowView, quantity: number) => {
    dispatch({ type: 'quantityTyped', rowId: row.id, quantity });
    scheduler.schedule(keyOf(row.id, 'quantity'), () =>
      saveRow(row.id, 'quantity', (cart) =>
        setRowQuantity({ lang, cartId: cart.id, version: cart.version, rowId: row.id, quantity }),
      ),
    );
  };

  const changeComment = (row: CartRowView, text: string, required: boolean) => {
    const { save, error } = rowCommentCheck(text, required, texts.errors);
    dispatch({ type: 'commentTyped', rowId: row.id, text, error });
    if (save === null) {
      scheduler.cancel(keyOf(row.id, 'comment'));
      return;
    }
    scheduler.schedule(keyOf(row.id, 'comment'), () =>
      saveRow(row.id, 'comment', (cart) =>
        updateRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id, comment: save }),
      ),
    );
  };

  /**
   * A co-worker is one choice, not typing: it is saved at once (no 400 ms debounce) and shown at once
   * (issue 27: the row moves to the person's group before the API answers, is highlighted there for
   * the spec's 2 s blink, and the move is announced politely); a refused save puts it back.
   */
  const changeCoWorker = (row: CartRowView, coWorkerId: number | null, announcement: string) => {
    scheduler.cancel(keyOf(row.id, 'coWorker'));
    dispatch({ type: 'coWorkerChosen', rowId: row.id, coWorkerId, announcement });
    window.setTimeout(() => dispatch({ type: 'highlightEnded', rowId: row.id }), ROW_BLINK_MS);
    saveRow(row.id, 'coWorker', async (cart) => {
      const result = await updateRow({
        lang,
        cartId: cart.id,
        version: cart.version,
        rowId: row.id,
        coWorkerId,
      });
      dispatch({ type: 'coWorkerSettled', rowId: row.id });
      return result;
    });
  };

  const restore = (removed: ReturnType<typeof removedRowOf>) => {
    enqueue(
      () => addToCart({ lang, ...restoreInput(removed) }),
      (result) => {
        if (!result.ok) {
          failed(texts.errors.addFailed);
          return;
        }
        flashRow(result.highlightRowId);
        dispatch({
          type: 'snack',
          snack: { text: fillText(texts.snackbar.restored, { name: removed.name }), tone: 'info' },
        });
      },
    );
  };

  const remove = (row: CartRowView) => {
    for (const field of ['quantity', 'comment', 'coWorker'] as const) scheduler.cancel(keyOf(row.id, field));
    const removed = {
      ...removedRowOf(row),
      quantity: state.quantities[row.id] ?? row.quantity,
      comment: state.comments[row.id] ?? row.comment,
    };
    dispatch({ type: 'saveStarted', rowId: row.id });
    enqueue(
      (cart) => removeRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id }),
      (result) => {
        dispatch({ type: 'saveSettled', rowId: row.id, ok: result.ok });
        const gone =
          !result.ok &&
          result.failure === 'gone' &&
          result.cart &&
          !result.cart.rows.some((r) => r.id === row.id);
        if (!result.ok && !gone) {
          failed(texts.errors.removeFailed);
          return;
        }
        const text = fillText(texts.snackbar.removed, { name: row.name });
        const action = { label: texts.snackbar.undo, run: () => restore(removed) };
        dispatch({ type: 'snack', snack: { text, tone: 'info', action } });
        // Focus would be lost with the row: it goes to the list's heading.
        document.getElementById('cart-rows-heading')?.focus();
      },
    );
  };

  const split = (row: CartRowView) => {
    scheduler.flush();
    dispatch({ type: 'saveStarted', rowId: row.id });
    enqueue(
      (cart) => splitRow({ lang, cartId: cart.id, version: cart.version, rowId: row.id }),
      (result) => {
        dispatch({ type: 'saveSettled', rowId: row.id, ok: result.ok });
        if (!result.ok) {
          failed(result.detail ?? texts.errors.splitFailed);
          return;
        }
        const newest = [...result.cart.rows].sort((a, b) => b.rowNumber - a.rowNumber)[0];
        flashRow(newest?.id);
        dispatch({ type: 'snack', snack: { text: texts.snackbar.split, tone: 'info' } });
      },
    );
  };

  const changeCode = (code: string, action: 'apply' | 'remove') => {
    scheduler.flush();
    dispatch({ type: 'discountStarted' });
    const change = action === 'apply' ? applyDiscountCode : removeDiscountCode;
    enqueue(
      (cart) => change({ lang, cartId: cart.id, version: cart.version, code }),
      (result) =>
        dispatch({
          type: 'discountSettled',
          message: discountMessageOf(result, code, action, texts.discount),
        }),
    );
  };

  const dismiss = useCallback((id: number) => dispatch({ type: 'dismiss', id }), []);

  return { state, changeQuantity, changeComment, changeCoWorker, remove, split, changeCode, dismiss };
}

export type CartWorkspaceHandlers = Omit<ReturnType<typeof useCartWorkspace>, 'state' | 'dismiss'>;
