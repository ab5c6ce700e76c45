import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_CAP, reservationCapOf, skusOverReservationCap } from './reservationCap';

describe('reservation cap per sku', () => {
  it('reads a whole number of at least 1, else keeps the default', () => {
    expect(reservationCapOf('10')).toBe(10);
    expect(reservationCapOf(' 3 ')).toBe(3);
    for (const bad of [undefined, '', '0', '-5', '2.5', '1e3', 'ten', '0010'])
      expect(reservationCapOf(bad)).toBe(DEFAULT_RESERVATION_CAP);
  });

  it('names the skus a guest or consumer order takes more of than the cap, summed over rows', () => {
    const needed = [
      { sku: 'B-M', quantity: 6 },
      { sku: 'A-S', quantity: 5 },
      { sku: 'B-M', quantity: 5 },
      { sku: 'C-L', quantity: 11 },
    ];
    expect(skusOverReservationCap('b2c', needed, 10)).toEqual(['B-M', 'C-L']);
    expect(skusOverReservationCap('b2c', needed, 11)).toEqual([]);
  });

  it('leaves business orders uncapped', () => {
    expect(skusOverReservationCap('b2b', [{ sku: 'A', quantity: 168 }], 10)).toEqual([]);
  });
});
