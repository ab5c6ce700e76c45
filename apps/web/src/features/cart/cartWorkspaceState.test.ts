import type { CartView } from '@workwear/contracts';
import { CART_ROW_COMMENT_MAX_LENGTH } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import type { CartPageTexts } from './cartTexts';
import { type CartWorkspaceAction, cartWorkspaceReducer, initialCartWorkspace } from './cartWorkspaceState';
import { cartFailureText, discountMessageOf, noticeSnacks, rowCommentCheck } from './cartWorkspaceTexts';

const cart = (over: Partial<CartView> = {}) =>
  ({ id: 'c1', version: 1, rows: [], notices: [], ...over }) as unknown as CartView;
const run = (...actions: CartWorkspaceAction[]) =>
  actions.reduce(cartWorkspaceReducer, initialCartWorkspace(cart()));

const errors: CartPageTexts['errors'] = {
  rowSaveFailed: 'Not saved',
  removeFailed: 'Not removed',
  splitFailed: 'Not split',
  addFailed: 'Not added',
  invalid: 'Invalid',
  gone: 'Gone',
  valueRequired: 'Required',
  commentTooLong: 'At most {max}',
  blockedCharacters: 'Blocked',
};

describe('cart workspace reducer', () => {
  it('shows a typed quantity until its save settles, then the server’s', () => {
    const typed = run({ type: 'quantityTyped', rowId: 4, quantity: 3 }, { type: 'saveStarted', rowId: 4 });
    expect(typed.quantities).toEqual({ 4: 3 });
    expect(typed.rowSaves[4]).toEqual({ saving: 1, failed: false });
    const settled = [
      { type: 'saveSettled', rowId: 4, ok: false },
      { type: 'typedDropped', rowId: 4, field: 'quantity' },
    ] as const;
    const after = settled.reduce(cartWorkspaceReducer, typed);
    expect(after.quantities).toEqual({});
    expect(after.rowSaves[4]).toEqual({ saving: 0, failed: true });
  });

  it('counts saves in flight per row, and a new save clears the failure', () => {
    const state = run(
      { type: 'saveStarted', rowId: 1 },
      { type: 'saveStarted', rowId: 1 },
      { type: 'saveSettled', rowId: 1, ok: false },
    );
    expect(state.rowSaves[1]).toEqual({ saving: 1, failed: true });
    expect(cartWorkspaceReducer(state, { type: 'saveStarted', rowId: 1 }).rowSaves[1]).toEqual({
      saving: 2,
      failed: false,
    });
  });

  it('keeps a comment’s message beside its text, and drops it once the text is fine', () => {
    const bad = run({ type: 'commentTyped', rowId: 2, text: 'a<b', error: 'Blocked' });
    expect(bad.commentErrors).toEqual({ 2: 'Blocked' });
    const fixed = cartWorkspaceReducer(bad, { type: 'commentTyped', rowId: 2, text: 'ab', error: null });
    expect(fixed.comments).toEqual({ 2: 'ab' });
    expect(fixed.commentErrors).toEqual({});
  });

  it('ends a highlight only for its own row', () => {
    const state = run(
      { type: 'highlight', rowId: 1 },
      { type: 'highlight', rowId: 2 },
      { type: 'highlightEnded', rowId: 1 },
    );
    expect(state.highlight).toBe(2);
    expect(cartWorkspaceReducer(state, { type: 'highlightEnded', rowId: 2 }).highlight).toBeNull();
  });

  it('gives every snackbar a new id, and a dismissed one goes', () => {
    const state = run(
      { type: 'snack', snack: { text: 'A', tone: 'info' } },
      { type: 'cartAnswered', cart: cart({ id: 'c2' }), notices: [{ text: 'B', tone: 'error', long: true }] },
    );
    expect(state.cart?.id).toBe('c2');
    expect(state.snacks.map((s) => [s.id, s.text])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(cartWorkspaceReducer(state, { type: 'dismiss', id: 1 }).snacks.map((s) => s.id)).toEqual([2]);
    expect(
      cartWorkspaceReducer(state, { type: 'snack', snack: { text: 'C', tone: 'info' } }).nextSnackId,
    ).toBe(4);
  });

  it('is busy while a discount code is sent, and keeps no old message meanwhile', () => {
    const settled = run({ type: 'discountSettled', message: { tone: 'ok', text: 'Applied' } });
    const started = cartWorkspaceReducer(settled, { type: 'discountStarted' });
    expect([started.discountBusy, started.discountMessage]).toEqual([true, null]);
  });
});

describe('cart workspace texts', () => {
  it('checks a row comment as the domain does, naming the length limit from its constant', () => {
    expect(rowCommentCheck('x'.repeat(CART_ROW_COMMENT_MAX_LENGTH + 1), false, errors)).toEqual({
      save: null,
      error: `At most ${CART_ROW_COMMENT_MAX_LENGTH}`,
    });
    expect(rowCommentCheck('a;b', false, errors)).toEqual({ save: null, error: 'Blocked' });
    expect(rowCommentCheck('  ', true, errors)).toEqual({ save: '  ', error: 'Required' });
    expect(rowCommentCheck('Door 4', true, errors)).toEqual({ save: 'Door 4', error: null });
  });

  it('names a failure, and a discount code’s outcome', () => {
    expect(cartFailureText('splitFailed', errors)).toBe('Not split');
    expect(cartFailureText('discountFailed', errors)).toBe('Not saved');
    const texts = {
      applied: '{code} applied',
      removed: 'Removed',
      requirements: 'Requirements',
      invalid: 'Invalid',
      notValid: 'Not valid',
      failed: 'Failed',
      reasons: { expired: '{code} ended {date}', businessOnly: '{code}: business only' },
    } as unknown as CartPageTexts['discount'];
    expect(discountMessageOf({ ok: true, cart: cart() }, 'save10', 'apply', texts)).toEqual({
      tone: 'ok',
      text: 'SAVE10 applied',
    });
    const refused = { ok: false, failure: 'discountInvalid', cart: null } as const;
    expect(discountMessageOf(refused, 'x', 'apply', texts)).toEqual({ tone: 'error', text: 'Invalid' });
    expect(discountMessageOf({ ...refused, failure: 'gone' }, 'x', 'remove', texts).text).toBe('Failed');
    // Issue 27: the reason, with the code and the date the server wrote.
    const expired = {
      ...refused,
      failure: 'discountNotValid',
      discountReason: 'expired',
      detail: '31 dec 2025',
    } as const;
    expect(discountMessageOf(expired, ' expired2025', 'apply', texts)).toEqual({
      tone: 'error',
      text: 'EXPIRED2025 ended 31 dec 2025',
    });
    const other = { ...refused, failure: 'discountNotValid', discountReason: 'businessOnly' } as const;
    expect(discountMessageOf(other, 'welcome10', 'apply', texts).text).toBe('WELCOME10: business only');
  });

  it('raises a long snackbar for a removed or repriced row', () => {
    const notices: CartView['notices'] = [
      { kind: 'removed', message: '', name: 'Jacket' },
      { kind: 'updated', message: '', sku: '100246719800C52' },
      { kind: 'promotionRemoved', message: '' },
    ];
    const texts = {
      removed: '{item} removed',
      updated: '{item} updated',
      promotionRemoved: 'Promotion gone',
    };
    expect(noticeSnacks(cart({ notices }), texts)).toEqual([
      { text: 'Jacket removed', tone: 'error', long: true },
      { text: '100246719800C52 updated', tone: 'info', long: true },
      { text: 'Promotion gone', tone: 'info' },
    ]);
  });
});
