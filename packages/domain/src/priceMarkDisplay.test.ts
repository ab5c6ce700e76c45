import { describe, expect, it } from 'vitest';
import { badgeFlags, referenceShown } from './priceMarkDisplay';

const exVat = { showPrices: true, incVat: false };
const incVat = { showPrices: true, incVat: true };
const hidden = { showPrices: false, incVat: false };
const agreed = {
  price: 62320,
  priceIncVat: 77900,
  agreed: true,
  referencePrice: { amount: 67773, amountIncVat: 84716 },
};
const campaign = { id: 2, isPromotion: true };
const news = { id: 1, isPromotion: false };

describe('referenceShown', () => {
  it('gives the reference and the saving in the shown VAT mode', () => {
    expect(referenceShown(agreed, exVat)).toEqual({ reference: 67773, saving: 5453 });
    expect(referenceShown(agreed, incVat)).toEqual({ reference: 84716, saving: 6816 });
  });

  it('gives nothing without a reference, with hidden prices, or where the reference is not higher', () => {
    expect(referenceShown({ price: 100, priceIncVat: 125, agreed: true }, exVat)).toBeUndefined();
    expect(referenceShown(null, exVat)).toBeUndefined();
    expect(referenceShown(agreed, hidden)).toBeUndefined();
    const level = { ...agreed, referencePrice: { amount: 62320, amountIncVat: 77900 } };
    expect(referenceShown(level, incVat)).toBeUndefined();
  });
});

describe('badgeFlags', () => {
  it('shows a campaign badge only beside a reference price, other flags always', () => {
    expect(badgeFlags([news, campaign], agreed, exVat)).toEqual([news, campaign]);
    expect(badgeFlags([news, campaign], { price: 100, priceIncVat: 125 }, exVat)).toEqual([news]);
    expect(badgeFlags([news, campaign], null, exVat)).toEqual([news]);
    expect(badgeFlags([campaign], agreed, hidden)).toEqual([]);
  });
});
