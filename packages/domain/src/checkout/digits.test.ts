import { describe, expect, it } from 'vitest';
import { cellphonePayload, digitsOnly } from './digits';

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('SE-123 45')).toBe('12345');
    expect(digitsOnly('+46 (0)70-123 45 67')).toBe('460701234567');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('cellphonePayload', () => {
  it('joins the dial code and the national number without its trunk zero', () => {
    expect(cellphonePayload('+46', '070-123 45 67')).toBe('46701234567');
    expect(cellphonePayload('+44', '07700 900123')).toBe('447700900123');
    expect(cellphonePayload('1', '(212) 555-0100')).toBe('12125550100');
  });

  it('keeps a number typed in international form as it is', () => {
    expect(cellphonePayload('+46', '+47 412 34 567')).toBe('4741234567');
    expect(cellphonePayload('+46', '0047 412 34 567')).toBe('4741234567');
  });

  it('gives nothing for no number', () => {
    expect(cellphonePayload('+46', '')).toBe('');
    expect(cellphonePayload('+46', ' - ')).toBe('');
  });
});
