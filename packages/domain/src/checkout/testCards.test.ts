import { describe, expect, it } from 'vitest';
import { passesLuhn } from './cardNumber';
import { groupCardNumber, TEST_CARDS } from './testCards';

describe('TEST_CARDS', () => {
  it('are real card numbers in form (Luhn), so the widget’s own check lets them through', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
  });

  it('groups a number in fours', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});
