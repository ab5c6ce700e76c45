import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardInputSchema,
  isExpired,
  maskCardNumber,
  normaliseCardNumber,
  parseExpiry,
  passesLuhn,
} from './cardNumber';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('card numbers', () => {
  it('drop spaces and dashes', () => {
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('pass Luhn when well formed', () => {
    for (const n of [
      '4111111111111111',
      '5555555555554444',
      '4000000000000002',
      '4000000000000069',
      '378282246310005',
    ])
      expect(passesLuhn(n), n).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111x')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('guess the brand', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('show the last four only', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234');
  });
});

describe('expiry', () => {
  it('reads MM/YY', () => {
    expect(parseExpiry('03/28')).toEqual({ month: 3, year: 2028 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/28')).toBeUndefined();
    expect(parseExpiry('3/28')).toBeUndefined();
  });

  it('is good through its month', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
  });
});

describe('cardInputSchema', () => {
  const schema = cardInputSchema(NOW);

  it('parses a good card', () => {
    expect(schema.parse({ number: '4111 1111 1111 1111', expiry: '12/27', cvc: '123' })).toEqual({
      number: '4111111111111111',
      expiry: { month: 12, year: 2027 },
      cvc: '123',
    });
  });

  it('names the field in each message', () => {
    const messages = (value: unknown) =>
      schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ number: '', expiry: '1/2', cvc: '12' })).toEqual([
      ['number', 'Card number is required'],
      ['expiry', 'Expiry date must be MM/YY'],
      ['cvc', 'CVC must be 3 or 4 digits'],
    ]);
    expect(messages({ number: '4111 1111 1111 1112', expiry: '10/26', cvc: '1234' })).toEqual([
      ['number', 'Card number is not valid'],
      ['expiry', 'Expiry date has passed'],
    ]);
  });
});
