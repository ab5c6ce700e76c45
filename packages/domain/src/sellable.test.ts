import { describe, expect, it } from 'vitest';
import { isSellableVariant } from './sellable';

describe('isSellableVariant', () => {
  it('needs a colour code and at least one size', () => {
    expect(isSellableVariant({ colorCode: '9900', sizeCount: 3 })).toBe(true);
    expect(isSellableVariant({ colorCode: '9900', sizeCount: 0 })).toBe(false);
    expect(isSellableVariant({ colorCode: null, sizeCount: 3 })).toBe(false);
    expect(isSellableVariant({ colorCode: '  ', sizeCount: 3 })).toBe(false);
  });
});
