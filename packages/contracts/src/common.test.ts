import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartVersionQuerySchema } from './cart';
import { wholeNumberText } from './common';
import { recordIdSchema } from './company';
import { productQuerySchema } from './products';

describe('wholeNumberText', () => {
  const page = wholeNumberText(z.number().int().min(1)).default(1);

  it('reads whole numbers written in digits, and numbers as they are', () => {
    expect(page.parse('7')).toBe(7);
    expect(page.parse('007')).toBe(7);
    expect(page.parse(7)).toBe(7);
    expect(page.parse(undefined)).toBe(1);
    expect(recordIdSchema.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses every other text Number() would have read as a number', () => {
    for (const text of [
      '',
      ' 7',
      '7 ',
      '0x1F',
      '0b1',
      '0o7',
      '1e3',
      '7.0',
      '+7',
      'Infinity',
      '١٢',
      '9'.repeat(16),
    ]) {
      expect(page.safeParse(text).success, JSON.stringify(text)).toBe(false);
      expect(recordIdSchema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(recordIdSchema.safeParse('0x10').error?.issues[0]?.message).toBe(
      'Expected a positive whole number',
    );
  });

  it('is what the declared queries and ids use', () => {
    expect(productQuerySchema.safeParse({ page: '1e1' }).success).toBe(false);
    expect(productQuerySchema.safeParse({ categoryId: ['3', '0x3'] }).success).toBe(false);
    expect(productQuerySchema.parse({ categoryId: ['3', '4'], page: '2' })).toMatchObject({
      categoryId: [3, 4],
      page: 2,
    });
    expect(cartVersionQuerySchema.safeParse({ version: ' 3' }).success).toBe(false);
    expect(cartVersionQuerySchema.parse({ version: '3' }).version).toBe(3);
  });
});
