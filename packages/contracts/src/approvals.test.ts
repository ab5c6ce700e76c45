import { describe, expect, it } from 'vitest';
import { decisionsExportQuerySchema, pendingOrdersQuerySchema } from './approvals';

describe('approval date ranges', () => {
  for (const [name, schema] of [
    ['pending orders', pendingOrdersQuerySchema],
    ['decisions export', decisionsExportQuerySchema],
  ] as const) {
    it(`${name}: refuse a to date before the from date, naming to`, () => {
      const result = schema.safeParse({ marketId: 'SE', from: '2026-11-10', to: '2026-11-01' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    });

    it(`${name}: take one day, an open end and an open start`, () => {
      for (const range of [
        { from: '2026-11-10', to: '2026-11-10' },
        { from: '2026-11-10' },
        { to: '2026-11-10' },
      ])
        expect(schema.safeParse({ marketId: 'SE', ...range }).success, JSON.stringify(range)).toBe(true);
    });
  }

  it('pending orders: refuse a maxAmount below minAmount, naming it', () => {
    const result = pendingOrdersQuerySchema.safeParse({
      marketId: 'SE',
      minAmount: '5000',
      maxAmount: '4999',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['maxAmount']);
    expect(
      pendingOrdersQuerySchema.safeParse({ marketId: 'SE', minAmount: '5000', maxAmount: '5000' }).success,
    ).toBe(true);
  });
});
