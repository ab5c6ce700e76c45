import { describe, expect, it } from 'vitest';
import { formatPoints, marketAmountInput, parseMarketAmount } from './marketAmounts';
import { MARKETS } from './markets';

const SE = { decimalSeparator: ',', groupSeparator: ' ' };
const DE = { decimalSeparator: ',', groupSeparator: '.' };
const US = { decimalSeparator: '.', groupSeparator: ',' };

describe('parseMarketAmount', () => {
  it('reads each market’s own way of writing an amount, exactly in minor units', () => {
    expect(parseMarketAmount('1 234,50', SE)).toBe(123_450);
    expect(parseMarketAmount('1\u00a0234,5', SE)).toBe(123_450);
    expect(parseMarketAmount('1234', SE)).toBe(123_400);
    expect(parseMarketAmount('1.234,05', DE)).toBe(123_405);
    expect(parseMarketAmount('1,234.05', US)).toBe(123_405);
    expect(parseMarketAmount('0,10', SE)).toBe(10);
    // 12 digits of major units stay exact (no float on the way).
    expect(parseMarketAmount('999 999 999 999,99', SE)).toBe(99_999_999_999_999);
  });

  it('refuses what is not an amount: three decimals, a misplaced group, two decimal marks, words', () => {
    for (const [text, format] of [
      ['1,234', SE],
      ['12,345', DE],
      ['1.2,50', DE],
      ['1,2.50', US],
      ['1,2,3', SE],
      ['12 34', SE],
      ['abc', SE],
      ['', SE],
      ['1.5', SE],
    ] as const) {
      expect(parseMarketAmount(text, format), text).toBeUndefined();
    }
  });

  it('keeps the sign, so the caller can refuse a negative limit by its own rule', () => {
    expect(parseMarketAmount('-5,00', SE)).toBe(-500);
  });

  it('round-trips every market’s input form', () => {
    for (const market of MARKETS) {
      for (const minor of [0, 5, 100, 123_450, 99_999_999_999_999]) {
        expect(parseMarketAmount(marketAmountInput(minor, market.currency), market.currency)).toBe(minor);
      }
    }
  });
});

describe('marketAmountInput', () => {
  it('writes whole amounts without decimals and others with two, no groups', () => {
    expect(marketAmountInput(500_000, SE)).toBe('5000');
    expect(marketAmountInput(125_050, SE)).toBe('1250,50');
    expect(marketAmountInput(125_005, US)).toBe('1250.05');
  });
});

describe('formatPoints', () => {
  it('shows hundredths of a point with two decimals in the market’s format', () => {
    expect(formatPoints(1_234_550, SE)).toBe('12 345,50');
    expect(formatPoints(5, US)).toBe('0.05');
    expect(formatPoints(-250, DE)).toBe('-2,50');
  });
});
