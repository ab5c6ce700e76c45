import type { OrderSummary } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import type { OrderStepInput } from './checkoutSchemas';
import { NEW_ADDRESS } from './deliveryForm';
import { type DeliveryStepAction, deliveryStepReducer, initialDeliveryStep } from './deliveryStepState';

const summary = (total: number) => ({ total }) as unknown as OrderSummary;
const order = { orderReference: 'PO-1' } as unknown as OrderStepInput;
const start = (initialSummary: OrderSummary | null = null) =>
  initialDeliveryStep({ choice: 'saved-1', sendKey: 'key-1', initialSummary });
const run = (state: ReturnType<typeof start>, ...actions: DeliveryStepAction[]) =>
  actions.reduce(deliveryStepReducer, state);

describe('delivery step reducer', () => {
  it('waits for step 2’s draft, and keeps the first choice unless the draft names one', () => {
    expect(start().orderDraft).toBeUndefined();
    expect(run(start(), { type: 'draftMissing' }).orderDraft).toBeNull();
    const kept = run(start(), { type: 'draftRestored', order, choice: undefined });
    expect([kept.orderDraft, kept.choice]).toEqual([order, 'saved-1']);
    expect(run(start(), { type: 'draftRestored', order, choice: NEW_ADDRESS }).choice).toBe(NEW_ADDRESS);
  });

  it('keeps the last summary shown while the next is asked, and after a failure', () => {
    const first = start(summary(100));
    expect(first.summary).toEqual({ status: 'ready', summary: summary(100) });
    expect(start().summary).toEqual({ status: 'updating', summary: null });
    const updating = run(first, { type: 'summaryUpdating' });
    expect(updating.summary).toEqual({ status: 'updating', summary: summary(100) });
    expect(run(updating, { type: 'summaryFailed', message: 'Out of stock' }).summary).toEqual({
      status: 'failed',
      summary: summary(100),
      message: 'Out of stock',
    });
    expect(run(updating, { type: 'summaryAnswered', summary: summary(120) }).summary).toEqual({
      status: 'ready',
      summary: summary(120),
    });
  });

  it('clears a refusal when a send starts, and a failed send keeps its new key, verdict and focus target', () => {
    const refused = run(start(), { type: 'sendRefused' });
    expect(refused.refused).toBe(true);
    const sending = run(refused, { type: 'sendStarted' });
    expect([sending.refused, sending.sending, sending.failure]).toEqual([false, true, null]);
    const verdict = { kind: 'checked', isValid: false, zipCodeError: true, addressError: false } as const;
    const failed = run(sending, {
      type: 'sendFailed',
      refusal: { ok: false, failure: { kind: 'noAnswer' }, sendKey: 'key-2', addressVerdict: verdict },
      addressKey: 'Street 1|12345',
      focusTo: 'fields',
    });
    expect(failed.sending).toBe(false);
    expect(failed.sendKey).toBe('key-2');
    expect(failed.verdict).toEqual({ key: 'Street 1|12345', verdict });
    expect(failed.focusAfterSend).toEqual({ to: 'fields' });
  });

  it('keeps the key and verdict when a refusal brings none, and moves focus again on every refusal', () => {
    const checked = run(start(), { type: 'verdict', verdict: { key: 'a', verdict: { kind: 'failed' } } });
    const refusal = { ok: false, failure: { kind: 'http', status: 502 }, sendKey: '' } as const;
    const once = run(checked, { type: 'sendFailed', refusal, addressKey: 'b', focusTo: 'failure' });
    const twice = run(once, { type: 'sendFailed', refusal, addressKey: 'b', focusTo: 'failure' });
    expect([twice.sendKey, twice.verdict?.key]).toEqual(['key-1', 'a']);
    expect(twice.focusAfterSend).toEqual({ to: 'failure' });
    expect(twice.focusAfterSend).not.toBe(once.focusAfterSend);
    expect(run(twice, { type: 'verdict', verdict: null }).verdict).toBeNull();
  });
});
