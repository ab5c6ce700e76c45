import { MARKETS, type MarketName } from '@workwear/domain';
import shipped from './demoServicePoints.json' with { type: 'json' };

/**
 * The demo's service points (pick-up points of the market's service-point carrier): shipped data per
 * market (demoServicePoints.json), what the API's demo directory answers until a carrier's API is
 * plugged in behind the same interface (apps/api metadata ServicePointDirectory). Sweden and Germany
 * have points in three cities each, so "near the postcode" shows; every other market has points in
 * its capital. Names, streets and postcodes are realistic, not real agents.
 */
export interface DemoServicePoint {
  readonly id: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly zipCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly openingHours: string;
}

/** A market's points as shipped: its country code, opening hours in the country's words, and the points. */
interface MarketPoints {
  readonly country: string;
  readonly hours: string;
  readonly points: readonly Omit<DemoServicePoint, 'id' | 'countryCode' | 'openingHours'>[];
}

// Kept as data (demoServicePoints.json), not as code: twenty-odd markets of the same record shape.
const POINTS: Readonly<Partial<Record<MarketName, MarketPoints>>> = shipped;

/** Every market's demo service points, with ids that name the market ('se-sp-1'). */
export function demoServicePoints(market: MarketName): DemoServicePoint[] {
  const table = POINTS[market];
  if (!table) return [];
  return table.points.map((point, index) => ({
    id: `${market}-sp-${index + 1}`,
    name: point.name,
    addressLine1: point.addressLine1,
    zipCode: point.zipCode,
    city: point.city,
    countryCode: table.country,
    openingHours: table.hours,
  }));
}

/** The markets with demo service points: every market (a test holds it). */
export const DEMO_SERVICE_POINT_MARKETS = MARKETS.map((m) => m.name).filter((name) => POINTS[name]);
