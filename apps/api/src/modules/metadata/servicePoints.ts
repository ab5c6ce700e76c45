import type { ServicePoint } from '@workwear/contracts';
import { demoServicePoints } from '@workwear/db/demo';
import type { MarketName } from '@workwear/domain';

export type { ServicePoint };

/** How many points checkout offers: the nearest five, as carriers' own pickers do. */
export const SERVICE_POINTS_OFFERED = 5;

/**
 * Where service points come from. The shop ships demo points per market (demoServicePointDirectory);
 * a carrier's API (PostNord's, DHL's) implements the same two questions, and the composition root
 * hands the metadata service and the order send whichever is configured.
 */
export interface ServicePointDirectory {
  /** The market's points nearest a postcode, nearest first, at most `limit`. */
  near(market: MarketName, zipCode: string, limit: number): Promise<ServicePoint[]>;
  /** One of the market's points by its id (the order keeps what it says at send), or undefined. */
  byId(market: MarketName, id: string): Promise<ServicePoint | undefined>;
}

const normalised = (zipCode: string) => zipCode.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * How near two postcodes are without a map: the longer the shared beginning the nearer (postcodes
 * are laid out by region in every market here), then the smaller the difference of their digits.
 */
function nearness(a: string, b: string): [number, number] {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  const digits = (s: string) => Number(s.replace(/\D/g, '').slice(0, 5).padEnd(5, '0'));
  return [-shared, Math.abs(digits(a) - digits(b))];
}

/** The shipped demo points (packages/db demo servicePoints.ts), ranked by postcode nearness. */
export const demoServicePointDirectory: ServicePointDirectory = {
  async near(market, zipCode, limit) {
    const wanted = normalised(zipCode);
    return demoServicePoints(market)
      .map((point) => ({ point, rank: nearness(wanted, normalised(point.zipCode)) }))
      .sort((x, y) => x.rank[0] - y.rank[0] || x.rank[1] - y.rank[1])
      .slice(0, limit)
      .map(({ point }) => ({ ...point }));
  },
  async byId(market, id) {
    const point = demoServicePoints(market).find((p) => p.id === id);
    return point ? { ...point } : undefined;
  },
};
