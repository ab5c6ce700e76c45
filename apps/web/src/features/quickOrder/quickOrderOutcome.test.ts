import { parseQuickOrder } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { quickOrderOutcome } from './quickOrderOutcome';

describe('quickOrderOutcome', () => {
  const order = parseQuickOrder(
    ['BL1234567890XS 2', 'not a line', '', 'ZZ9999999999M\t5', 'BL1234567890L 1,5', 'AB1234567890S'].join(
      '\n',
    ),
  );

  it('counts the lines the service added or merged and lists every other line in text-box order', () => {
    const outcome = quickOrderOutcome(order, [
      { index: 0, sku: 'BL1234567890XS', status: 'added' },
      { index: 1, sku: 'ZZ9999999999M', status: 'unknown' },
      { index: 2, sku: 'AB1234567890S', status: 'merged' },
    ]);
    expect(outcome.added).toBe(2);
    expect(outcome.problems).toEqual([
      { line: 2, text: 'not a line', reason: 'format' },
      { line: 4, text: 'ZZ9999999999M 5', reason: 'unknown' },
      { line: 5, text: 'BL1234567890L 1,5', reason: 'quantity' },
    ]);
  });

  it('keeps the service reasons unavailable and invalid', () => {
    const outcome = quickOrderOutcome(order, [
      { index: 0, sku: 'BL1234567890XS', status: 'unavailable' },
      { index: 1, sku: 'ZZ9999999999M', status: 'invalid' },
      { index: 2, sku: 'AB1234567890S', status: 'added' },
    ]);
    expect(outcome.added).toBe(1);
    expect(outcome.problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'unavailable'],
      [2, 'format'],
      [4, 'invalid'],
      [5, 'quantity'],
    ]);
  });

  it('never counts a line the service left unanswered as added', () => {
    const outcome = quickOrderOutcome(order, [{ index: 0, sku: 'BL1234567890XS', status: 'added' }]);
    expect(outcome.added).toBe(1);
    expect(outcome.problems.filter((p) => p.reason === 'invalid').map((p) => p.line)).toEqual([4, 6]);
  });
});
