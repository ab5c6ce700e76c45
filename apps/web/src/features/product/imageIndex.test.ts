import { describe, expect, it } from 'vitest';
import { imageIndexOf } from './imageIndex';

describe('imageIndexOf', () => {
  it('reads ?image as a 1-based position', () => {
    expect(imageIndexOf('1', 3)).toBe(0);
    expect(imageIndexOf('3', 3)).toBe(2);
  });

  it('falls back to the first image when absent, out of range or not a whole number', () => {
    for (const value of [undefined, '', '0', '4', '-1', '1.5', 'two']) expect(imageIndexOf(value, 3)).toBe(0);
    expect(imageIndexOf('1', 0)).toBe(0);
  });

  it('counts a repeated parameter by its first value', () => {
    expect(imageIndexOf(['2', '3'], 3)).toBe(1);
  });
});
