import { parseQuickOrder } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { quickOrderOutcome } from './quickOrderOutcome';

describe('quickOrderOutcome', () => {
  const order = parseQuickOrder(
    ['BL1234567890XS 2', 'not a line', '', 'ZZ9999999999M\t5', 'BL1234567890L 1,5', 'AB1234567890S'].join(
      '\n',
    ),
  );

  it('counts the lines the service added or merged, lists every other line in text-box order, and leaves only those in the box', () => {
    const outcome = quickOrderOutcome(order, [
      { index: 0, sku: 'BL1234567890XS', status: 'added' },
      { index: 1, sku: 'ZZ9999999999M', status: 'unknown' },
      { index: 2, sku: 'AB1234567890S', status: 'merged' },
    ]);
    expect(outcome.added).toBe(2);
    expect(outcome.problems).toEqual([
      { line: 1, text: 'not a line', reason: 'format' },
      { line: 2, text: 'ZZ9999999999M 5', reason: 'unknown' },
      { line: 3, text: 'BL1234567890L 1,5', reason: 'quantity' },
    ]);
    expect(outcome.remaining).toBe('not a line\nZZ9999999999M 5\nBL1234567890L 1,5');
  });

  it('empties the box when every line was added', () => {
    const outcome = quickOrderOutcome(parseQuickOrder('BL1234567890XS 2\nAB1234567890S'), [
      { index: 0, sku: 'BL1234567890XS', status: 'added' },
      { index: 1, sku: 'AB1234567890S', status: 'merged' },
    ]);
    expect(outcome).toEqual({ added: 2, problems: [], remaining: '' });
  });

  it('keeps a colour part number without its size as sizeMissing', () => {
    const outcome = quickOrderOutcome(parseQuickOrder('BL1234567890 3'), [
      { index: 0, sku: 'BL1234567890', status: 'sizeMissing' },
    ]);
    expect(outcome.problems).toEqual([{ line: 1, text: 'BL1234567890 3', reason: 'sizeMissing' }]);
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
      [3, 'invalid'],
      [4, 'quantity'],
    ]);
  });

  it('never counts a line the service left unanswered as added', () => {
    const outcome = quickOrderOutcome(order, [{ index: 0, sku: 'BL1234567890XS', status: 'added' }]);
    expect(outcome.added).toBe(1);
    expect(outcome.problems.filter((p) => p.reason === 'invalid').map((p) => p.text)).toEqual([
      'ZZ9999999999M 5',
      'AB1234567890S 1',
    ]);
  });
});
