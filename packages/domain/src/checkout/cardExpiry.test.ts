import { describe, expect, it } from 'vitest';
import { cardExpiryIssue, formatCardExpiry } from './cardRules';

describe('formatCardExpiry', () => {
  it('puts the slash after the month as the buyer types', () => {
    expect(formatCardExpiry('1235')).toBe('12/35');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12/')).toBe('12/');
    expect(formatCardExpiry('12/35')).toBe('12/35');
  });

  it('gives a one-digit month its zero and drops what is no digit', () => {
    expect(formatCardExpiry('1/25')).toBe('01/25');
    expect(formatCardExpiry('12 / 3x5')).toBe('12/35');
    expect(formatCardExpiry('123456')).toBe('12/34');
  });

  it('gives what the expiry rule takes', () => {
    expect(cardExpiryIssue(formatCardExpiry('1235'), new Date('2026-11-29'))).toBeNull();
  });
});
