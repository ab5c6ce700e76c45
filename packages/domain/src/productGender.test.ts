import { describe, expect, it } from 'vitest';
import { genderSectionOf } from './productGender';

describe('genderSectionOf', () => {
  it('knows women’s and children’s products by the spec’s gender section ids', () => {
    expect(genderSectionOf([17682])).toBe('women');
    expect(genderSectionOf([3397])).toBe('women');
    expect(genderSectionOf([90980])).toBe('children');
    expect(genderSectionOf([1005, 3396, 4002])).toBe('children');
    expect(genderSectionOf([3396, 3397])).toBe('women');
  });

  it('gives no section for men’s, unisex and ungendered products', () => {
    expect(genderSectionOf([3395])).toBeUndefined();
    expect(genderSectionOf([3398])).toBeUndefined();
    expect(genderSectionOf([])).toBeUndefined();
  });
});
