import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_RETRY, retryDelayMs } from './outboxRetry';

const noJitter = () => 0;

describe('retryDelayMs', () => {
  it('doubles the wait from 30 s after each failed attempt of the default policy', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempt) =>
      retryDelayMs(DEFAULT_OUTBOX_RETRY, attempt, noJitter),
    );
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000));
  });

  it('gives up after the last attempt', () => {
    expect(retryDelayMs(DEFAULT_OUTBOX_RETRY, 8, noJitter)).toBeNull();
    expect(retryDelayMs(DEFAULT_OUTBOX_RETRY, 9, noJitter)).toBeNull();
  });

  it('never waits longer than the cap', () => {
    const policy = { ...DEFAULT_OUTBOX_RETRY, maxAttempts: 30 };
    expect(retryDelayMs(policy, 20, noJitter)).toBe(policy.maxDelayMs);
  });

  it('adds at most the jitter fraction', () => {
    expect(retryDelayMs(DEFAULT_OUTBOX_RETRY, 1, () => 0.999_999)).toBe(33_000);
    expect(retryDelayMs(DEFAULT_OUTBOX_RETRY, 2, () => 0.5)).toBe(63_000);
  });
});
