import { describe, expect, it } from 'vitest';
import { percentile } from './serverTiming';

describe('percentile', () => {
  const values = Array.from({ length: 20 }, (_, i) => i + 1);

  it('is the nearest rank', () => {
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 99)).toBe(20);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN without values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});
