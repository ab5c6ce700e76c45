import { toDecimalString, tryToMinorUnits } from './money';

/** An inclusive price range in minor units. */
export type PriceLimit = { readonly min: number; readonly max: number };

export const PRICE_FILTER_WORD = 'price';

/**
 * Bounds are decimal numbers in major units ('99.50'). A bound that is missing or does not parse, a
 * negative bound, or a minimum above the maximum voids the whole price filter: the specification
 * ignores a price filter that cannot be parsed, which means no price limit at all.
 */
export function parsePriceLimit(
  minText: string | undefined,
  maxText: string | undefined,
): PriceLimit | undefined {
  const min = parseBound(minText);
  const max = parseBound(maxText);
  if (min === undefined || max === undefined || min > max) return undefined;
  return { min, max };
}

function parseBound(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const minor = tryToMinorUnits(text);
  return minor === undefined || minor < 0 ? undefined : minor;
}

/** 'price,100,250.50' -> { min: 10000, max: 25050 }; null when the token is not a usable price filter. */
export function parsePriceFilter(token: string): PriceLimit | null {
  const parts = token.split(',');
  if (parts.length !== 3 || parts[0]?.trim() !== PRICE_FILTER_WORD) return null;
  return parsePriceLimit(parts[1], parts[2]) ?? null;
}

function majorUnitsText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : toDecimalString(minor);
}

export function formatPriceFilter(limit: PriceLimit): string {
  return `${PRICE_FILTER_WORD},${majorUnitsText(limit.min)},${majorUnitsText(limit.max)}`;
}

export function isWithinPriceLimit(minor: number, limit: PriceLimit | undefined): boolean {
  if (!limit) return true;
  return minor >= limit.min && minor <= limit.max;
}
