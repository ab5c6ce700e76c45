import { describe, expect, it } from 'vitest';
import { getMarketByName, type Market } from './markets';
import {
  assertMinor,
  divideRounded,
  formatMoney,
  grossFromNet,
  money,
  multiplyMoney,
  netFromGross,
  percentOfMinor,
  sumMinor,
  sumMoney,
  toDecimalString,
  toMinorUnits,
  tryToMinorUnits,
  vatOf,
  vatOfGross,
} from './money';
import { moneySchema } from './moneySchemas';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(`no market ${name}`);
  return found;
}

describe('minor units', () => {
  it('accepts only safe integers', () => {
    expect(assertMinor(0)).toBe(0);
    expect(assertMinor(-5)).toBe(-5);
    expect(() => assertMinor(1.5)).toThrow(RangeError);
    expect(() => assertMinor(Number.NaN)).toThrow(RangeError);
    expect(() => assertMinor(2 ** 53)).toThrow(RangeError);
    expect(() => money(10.1, 'SEK')).toThrow(RangeError);
    expect(money(1010, 'SEK')).toEqual({ amount: 1010, currency: 'SEK' });
  });

  it('validates money with zod', () => {
    expect(moneySchema.safeParse({ amount: 100, currency: 'EUR' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 1.5, currency: 'EUR' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 100, currency: 'eur' }).success).toBe(false);
  });
});

describe('toMinorUnits', () => {
  it('parses decimal strings exactly', () => {
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('12.05')).toBe(1205);
    expect(toMinorUnits(' 0.29 ')).toBe(29);
    expect(toMinorUnits('1234567.89')).toBe(123456789);
    expect(toMinorUnits('-0.05')).toBe(-5);
    expect(toMinorUnits('+3')).toBe(300);
    expect(toMinorUnits('-0')).toBe(0);
    expect(Object.is(toMinorUnits('-0.00'), 0)).toBe(true);
  });

  it('parses numbers without float drift', () => {
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1005)).toBe(100500);
    expect(tryToMinorUnits(1.005 * 1000)).toBeUndefined(); // 1004.9999999999999
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(-4.1)).toBe(-410);
  });

  it('refuses more than two decimals, floats that drifted, and non-numbers', () => {
    expect(tryToMinorUnits('1.005')).toBeUndefined();
    expect(tryToMinorUnits(0.1 + 0.2)).toBeUndefined();
    expect(tryToMinorUnits('1,50')).toBeUndefined();
    expect(tryToMinorUnits('')).toBeUndefined();
    expect(tryToMinorUnits('.5')).toBeUndefined();
    expect(tryToMinorUnits('5.')).toBeUndefined();
    expect(tryToMinorUnits('1e3')).toBeUndefined();
    expect(tryToMinorUnits(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(tryToMinorUnits('99999999999999999')).toBeUndefined();
    expect(() => toMinorUnits('abc')).toThrow(RangeError);
  });

  it('writes minor units back as a decimal string', () => {
    expect(toDecimalString(123450)).toBe('1234.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toMinorUnits(toDecimalString(-98765))).toBe(-98765);
  });
});

describe('formatMoney', () => {
  it.each([
    ['se', 123450, '1 234,50 kr'],
    ['no', 100, '1,00 kr'],
    ['dk', 123456789, '1.234.567,89 kr.'],
    ['uk', 123450, '£1,234.50'],
    ['us', 99, '$0.99'],
    ['ca', 1000000, 'CA$10,000.00'],
    ['de', 123450, '1.234,50 €'],
    ['fi', 123450, '1 234,50 €'],
    ['ie', 123450, '€1,234.50'],
    ['nl', 123450, '€ 1.234,50'],
    ['ch', 123450, "CHF 1'234.50"],
    ['cz', 5, '0,05 Kč'],
    ['pl', 100000, '1 000,00 zł'],
    ['is', 0, '0,00 kr'],
  ])('formats %s %i as %s', (name, minor, expected) => {
    expect(formatMoney(minor, market(name))).toBe(expected);
  });

  it('puts the minus sign before a prefix or the digits', () => {
    expect(formatMoney(-123450, market('uk'))).toBe('-£1,234.50');
    expect(formatMoney(-123450, market('se'))).toBe('-1 234,50 kr');
    expect(formatMoney(-1, market('nl'))).toBe('-€ 0,01');
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(1.5, market('se'))).toThrow(RangeError);
  });
});

describe('rounding half away from zero', () => {
  it('rounds halves away from zero in both directions', () => {
    expect(divideRounded(5n, 10n)).toBe(1);
    expect(divideRounded(-5n, 10n)).toBe(-1);
    expect(divideRounded(15n, 10n)).toBe(2);
    expect(divideRounded(25n, 10n)).toBe(3);
    expect(divideRounded(-25n, 10n)).toBe(-3);
    expect(divideRounded(4n, 10n)).toBe(0);
    expect(divideRounded(-4n, 10n)).toBe(0);
    expect(divideRounded(14n, -10n)).toBe(-1);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('computes gross from net', () => {
    expect(grossFromNet(10000, 2500)).toBe(12500);
    expect(grossFromNet(2, 2500)).toBe(3); // 2.5 -> 3
    expect(grossFromNet(-2, 2500)).toBe(-3); // -2.5 -> -3
    expect(grossFromNet(1, 2000)).toBe(1); // 1.2 -> 1
    expect(grossFromNet(999, 2550)).toBe(1254); // 1253.7450 -> 1254
    expect(grossFromNet(12345, 0)).toBe(12345);
    expect(grossFromNet(100, 810)).toBe(108); // 108.1 -> 108
  });

  it('computes net from gross', () => {
    expect(netFromGross(12500, 2500)).toBe(10000);
    expect(netFromGross(5, 2500)).toBe(4); // 4.0
    expect(netFromGross(1, 2500)).toBe(1); // 0.8 -> 1
    expect(netFromGross(3, 2000)).toBe(3); // 2.5 -> 3
    expect(netFromGross(-3, 2000)).toBe(-3); // -2.5 -> -3
    expect(netFromGross(0, 2500)).toBe(0);
  });

  it('splits VAT so that parts add up to the whole', () => {
    for (const rate of [0, 810, 1900, 2000, 2100, 2500, 2550]) {
      for (const net of [0, 1, 2, 3, 99, 101, 12345, -7]) {
        expect(net + vatOf(net, rate)).toBe(grossFromNet(net, rate));
      }
      for (const gross of [0, 1, 3, 125, 9999, -3]) {
        expect(netFromGross(gross, rate) + vatOfGross(gross, rate)).toBe(gross);
      }
    }
    expect(vatOf(10000, 2500)).toBe(2500);
    expect(vatOfGross(12500, 2500)).toBe(2500);
  });

  it('refuses bad rates and fractional amounts', () => {
    expect(() => grossFromNet(100, -1)).toThrow(RangeError);
    expect(() => grossFromNet(100, 25.5)).toThrow(RangeError);
    expect(() => netFromGross(10.5, 2500)).toThrow(RangeError);
  });
});

describe('sums and products', () => {
  it('adds minor units', () => {
    expect(sumMinor([])).toBe(0);
    expect(sumMinor([10, 20, -5])).toBe(25);
    expect(() => sumMinor([1, 0.5])).toThrow(RangeError);
  });

  it('adds money of one currency and refuses mixed currencies', () => {
    expect(sumMoney([], 'SEK')).toEqual({ amount: 0, currency: 'SEK' });
    expect(sumMoney([money(100, 'SEK'), money(250, 'SEK')], 'SEK')).toEqual({ amount: 350, currency: 'SEK' });
    expect(() => sumMoney([money(100, 'SEK'), money(1, 'EUR')], 'SEK')).toThrow(RangeError);
  });

  it('multiplies by integer quantities only', () => {
    expect(multiplyMoney(1999, 3)).toBe(5997);
    expect(multiplyMoney(1999, 0)).toBe(0);
    expect(multiplyMoney(-250, 2)).toBe(-500);
    expect(() => multiplyMoney(1999, 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(19.99, 2)).toThrow(RangeError);
    expect(() => multiplyMoney(2 ** 52, 4)).toThrow(RangeError);
  });
});

describe('rounding modes', () => {
  it('halfEven settles exact halves on the even neighbour', () => {
    expect(divideRounded(1005n, 10n, 'halfEven')).toBe(100); // 100.5
    expect(divideRounded(1015n, 10n, 'halfEven')).toBe(102); // 101.5
    expect(divideRounded(-1005n, 10n, 'halfEven')).toBe(-100);
    expect(divideRounded(-1015n, 10n, 'halfEven')).toBe(-102);
    expect(divideRounded(5n, 10n, 'halfEven')).toBe(0); // 0.5
    expect(divideRounded(1006n, 10n, 'halfEven')).toBe(101); // 100.6: not a half
    expect(divideRounded(1004n, 10n, 'halfEven')).toBe(100);
  });

  it('awayFromZero is the default and rounds every half up in size', () => {
    expect(divideRounded(1005n, 10n)).toBe(101);
    expect(divideRounded(1005n, 10n, 'awayFromZero')).toBe(101);
    expect(divideRounded(1015n, 10n, 'awayFromZero')).toBe(102);
    expect(divideRounded(-1005n, 10n, 'awayFromZero')).toBe(-101);
  });

  it('takes a share in basis points', () => {
    // 10 % of 10.05 is 1.005: the two modes disagree exactly here.
    expect(percentOfMinor(1005, 1000, 'halfEven')).toBe(100);
    expect(percentOfMinor(1005, 1000, 'awayFromZero')).toBe(101);
    expect(percentOfMinor(1015, 1000, 'halfEven')).toBe(102);
    expect(percentOfMinor(9995, 2500, 'halfEven')).toBe(2499); // 2498.75
    expect(percentOfMinor(9995, 2500, 'awayFromZero')).toBe(2499);
    expect(percentOfMinor(12345, 10000, 'halfEven')).toBe(12345);
    expect(percentOfMinor(12345, 0, 'awayFromZero')).toBe(0);
    expect(() => percentOfMinor(100, 12.5, 'halfEven')).toThrow(RangeError);
    expect(() => percentOfMinor(1.5, 1000, 'halfEven')).toThrow(RangeError);
  });
});
