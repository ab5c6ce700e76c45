import { describe, expect, it } from 'vitest';
import { parseDraft } from './checkoutDraft';

const cart = '0b0c7a1e-8d7e-4d52-9f57-6a1f4c8f1d11';

describe('parseDraft', () => {
  it('gives back the draft of this cart', () => {
    const draft = { cartId: cart, order: { createCustomerAccount: true } };
    expect(parseDraft(JSON.stringify(draft), cart)).toEqual(draft);
  });

  it('ignores another cart’s draft, nothing, and what is not JSON', () => {
    expect(parseDraft(JSON.stringify({ cartId: 'other' }), cart)).toBeNull();
    expect(parseDraft(null, cart)).toBeNull();
    expect(parseDraft('{', cart)).toBeNull();
    expect(parseDraft('42', cart)).toBeNull();
  });
});
