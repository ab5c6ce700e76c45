import { MARKETS } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_POINT_MARKETS, demoServicePoints } from './servicePoints';

describe('demo service points', () => {
  it('exist in every market, each with a unique id, a street and a postcode', () => {
    expect(DEMO_SERVICE_POINT_MARKETS).toEqual(MARKETS.map((m) => m.name));
    const ids = new Set<string>();
    for (const market of MARKETS) {
      const points = demoServicePoints(market.name);
      expect(points.length, market.name).toBeGreaterThanOrEqual(3);
      for (const p of points) {
        expect(ids.has(p.id)).toBe(false);
        ids.add(p.id);
        expect(p.addressLine1 && p.zipCode && p.city && p.openingHours, p.id).toBeTruthy();
      }
    }
  });
});
