import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits';
import { cellphonePayload } from './phoneNumbers';

describe('digitsOnly', () => {
  it('keeps the digits of phone-like input', () => {
    expect(digitsOnly('SE-123 45')).toBe('12345');
    expect(digitsOnly('+46 (0)70-123 45 67')).toBe('460701234567');
  });
});

describe('cellphonePayload', () => {
  it('gives E.164: the dial code and the national number without its trunk zero', () => {
    expect(cellphonePayload('+46', '070-123 45 67')).toBe('+46701234567');
    expect(cellphonePayload('+46', '70 123 45 67')).toBe('+46701234567');
    expect(cellphonePayload('+49', '0151 23456789')).toBe('+4915123456789');
    expect(cellphonePayload('+44', '07700 900123')).toBe('+447700900123');
    expect(cellphonePayload('1', '(212) 555-0100')).toBe('+12125550100');
  });

  it('keeps the code of a number typed in international form', () => {
    expect(cellphonePayload('+46', '+47 412 34 567')).toBe('+4741234567');
    expect(cellphonePayload('+46', '0047 412 34 567')).toBe('+4741234567');
  });

  it('a Swedish mobile with the market’s code is never read as a North American number', () => {
    expect(cellphonePayload('+46', '0701234567')).not.toMatch(/^\+1/);
  });

  it('no number gives nothing', () => {
    expect(cellphonePayload('+46', '')).toBe('');
    expect(cellphonePayload('+46', ' - ')).toBe('');
  });
});
