import { describe, expect, it } from 'vitest';
import { buyerDeliveryGroupId } from './deliveryGroup';

describe('buyerDeliveryGroupId', () => {
  it('gives a company its own group in the group’s market', () => {
    expect(buyerDeliveryGroupId('se', { id: 7, market: 'se' }, 1)).toBe(7);
  });

  it('gives the market’s default group to a company whose group is of another market', () => {
    expect(buyerDeliveryGroupId('de', { id: 7, market: 'se' }, 2)).toBe(2);
  });

  it('gives the default group to a buyer without a company group, and none where the market has none', () => {
    expect(buyerDeliveryGroupId('se', null, 1)).toBe(1);
    expect(buyerDeliveryGroupId('se', null, null)).toBeNull();
  });
});
