import { describe, expect, it } from 'vitest';
import { parseMailId } from './mailId';

describe('parseMailId', () => {
  it('reads the decimal digits of a positive safe integer', () => {
    expect(parseMailId('1')).toBe(1);
    expect(parseMailId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything else, numbers past the safe range included', () => {
    for (const value of [
      '0',
      '01',
      '-1',
      '1e3',
      '0x10',
      ' 1',
      '1.0',
      '',
      '9999999999999999',
      '12345678901234567',
    ]) {
      expect(parseMailId(value), value).toBeUndefined();
    }
    expect(parseMailId(undefined)).toBeUndefined();
    expect(parseMailId(['1'])).toBeUndefined();
  });
});
