import type { CartView } from '@workwear/contracts';
import { pushSnack, type Snack, type SnackInput } from './snackbarQueue';

/** A row's saves in flight (several edits may be queued) and whether the last one failed. */
export type RowSaveState = { readonly saving: number; readonly failed: boolean };

export type DiscountMessage = { readonly tone: 'ok' | 'error'; readonly text: string };

/**
 * What the cart page shows besides the cart itself: values typed but not yet answered by the API
 * (they win over the cart's until their save settles), each row's save state, the highlighted row,
 * the snackbars and the discount code form's state.
 */
export type CartWorkspaceState = {
  readonly cart: CartView | null;
  readonly quantities: Readonly<Record<number, number>>;
  readonly comments: Readonly<Record<number, string>>;
  /** Co-workers chosen and not yet answered (issue 27): the row shows in its new group at once. */
  readonly coWorkers: Readonly<Record<number, number | null>>;
  /** What the page last said politely about a row that moved to another person's group. */
  readonly moved: { readonly rowId: number; readonly text: string } | null;
  readonly commentErrors: Readonly<Record<number, string>>;
  readonly rowSaves: Readonly<Record<number, RowSaveState>>;
  readonly highlight: number | null;
  readonly snacks: readonly Snack[];
  /** The id the next snackbar gets (ids are never reused, so a dismissed one cannot come back). */
  readonly nextSnackId: number;
  readonly discountBusy: boolean;
  readonly discountMessage: DiscountMessage | null;
};

export type CartWorkspaceAction =
  | { readonly type: 'cartAnswered'; readonly cart: CartView | null; readonly notices: readonly SnackInput[] }
  | { readonly type: 'snack'; readonly snack: SnackInput }
  | { readonly type: 'dismiss'; readonly id: number }
  | { readonly type: 'quantityTyped'; readonly rowId: number; readonly quantity: number }
  | {
      readonly type: 'commentTyped';
      readonly rowId: number;
      readonly text: string;
      readonly error: string | null;
    }
  | {
      readonly type: 'coWorkerChosen';
      readonly rowId: number;
      readonly coWorkerId: number | null;
      readonly announcement: string;
    }
  | { readonly type: 'coWorkerSettled'; readonly rowId: number }
  | { readonly type: 'saveStarted'; readonly rowId: number }
  | { readonly type: 'saveSettled'; readonly rowId: number; readonly ok: boolean }
  /** The shown value follows the server's again (no newer edit of the field is waiting). */
  | { readonly type: 'typedDropped'; readonly rowId: number; readonly field: 'quantity' | 'comment' }
  | { readonly type: 'highlight'; readonly rowId: number }
  | { readonly type: 'highlightEnded'; readonly rowId: number }
  | { readonly type: 'discountStarted' }
  | { readonly type: 'discountSettled'; readonly message: DiscountMessage };

export function initialCartWorkspace(cart: CartView | null): CartWorkspaceState {
  return {
    cart,
    quantities: {},
    comments: {},
    coWorkers: {},
    moved: null,
    commentErrors: {},
    rowSaves: {},
    highlight: null,
    snacks: [],
    nextSnackId: 1,
    discountBusy: false,
    discountMessage: null,
  };
}

function without<T>(record: Readonly<Record<number, T>>, key: number): Record<number, T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

function withSnacks(state: CartWorkspaceState, inputs: readonly SnackInput[]): CartWorkspaceState {
  let { snacks, nextSnackId } = state;
  for (const input of inputs) {
    snacks = pushSnack(snacks, input, nextSnackId);
    nextSnackId += 1;
  }
  return { ...state, snacks, nextSnackId };
}

export function cartWorkspaceReducer(
  state: CartWorkspaceState,
  action: CartWorkspaceAction,
): CartWorkspaceState {
  switch (action.type) {
    case 'cartAnswered':
      return withSnacks({ ...state, cart: action.cart }, action.notices);
    case 'snack':
      return withSnacks(state, [action.snack]);
    case 'dismiss':
      return { ...state, snacks: state.snacks.filter((s) => s.id !== action.id) };
    case 'quantityTyped':
      return { ...state, quantities: { ...state.quantities, [action.rowId]: action.quantity } };
    case 'commentTyped': {
      const commentErrors = without(state.commentErrors, action.rowId);
      if (action.error !== null) commentErrors[action.rowId] = action.error;
      return { ...state, comments: { ...state.comments, [action.rowId]: action.text }, commentErrors };
    }
    case 'coWorkerChosen':
      return {
        ...state,
        coWorkers: { ...state.coWorkers, [action.rowId]: action.coWorkerId },
        moved: { rowId: action.rowId, text: action.announcement },
        highlight: action.rowId,
      };
    case 'coWorkerSettled':
      return { ...state, coWorkers: without(state.coWorkers, action.rowId) };
    case 'saveStarted': {
      const now = state.rowSaves[action.rowId] ?? { saving: 0, failed: false };
      return {
        ...state,
        rowSaves: { ...state.rowSaves, [action.rowId]: { saving: now.saving + 1, failed: false } },
      };
    }
    case 'saveSettled': {
      const now = state.rowSaves[action.rowId] ?? { saving: 0, failed: false };
      const settled = { saving: Math.max(0, now.saving - 1), failed: !action.ok };
      return { ...state, rowSaves: { ...state.rowSaves, [action.rowId]: settled } };
    }
    case 'typedDropped':
      return action.field === 'quantity'
        ? { ...state, quantities: without(state.quantities, action.rowId) }
        : { ...state, comments: without(state.comments, action.rowId) };
    case 'highlight':
      return { ...state, highlight: action.rowId };
    case 'highlightEnded':
      // A later highlight of another row is not cut short by this one's timer.
      return state.highlight === action.rowId ? { ...state, highlight: null } : state;
    case 'discountStarted':
      return { ...state, discountBusy: true, discountMessage: null };
    case 'discountSettled':
      return { ...state, discountBusy: false, discountMessage: action.message };
  }
}
