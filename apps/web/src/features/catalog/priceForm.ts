import type { FilterCountResponse } from '@workwear/contracts';
import { type PriceLimit, parsePriceLimit, toDecimalString } from '@workwear/domain';

/** The price form's two fields; the page turns them into the spec's 'filters=price,min,max'. */
export const PRICE_MIN_FIELD = 'priceMin';
export const PRICE_MAX_FIELD = 'priceMax';

export type PriceFormValues = {
  /** Whole major units bounding every price in the list, for the inputs' hints and limits. */
  readonly floor: number;
  readonly ceiling: number;
  /** The inputs' values in major units: the active limit, else the list's own range. */
  readonly min: string;
  readonly max: string;
};

function majorUnits(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : toDecimalString(minor);
}

/**
 * What the price form shows, in the prices the visitor sees (incl. or excl. VAT). Null when nothing
 * in the list has a price and no limit is set, so there is nothing to narrow.
 */
export function priceFormValues(
  range: FilterCountResponse['price'],
  incVat: boolean,
  limit: PriceLimit | undefined,
): PriceFormValues | null {
  const low = incVat ? range.minIncVat : range.min;
  const high = incVat ? range.maxIncVat : range.max;
  if (low === null || high === null) {
    if (!limit) return null;
    return {
      floor: 0,
      ceiling: Math.ceil(limit.max / 100),
      min: majorUnits(limit.min),
      max: majorUnits(limit.max),
    };
  }
  const floor = Math.floor(low / 100);
  const ceiling = Math.ceil(high / 100);
  return {
    floor,
    ceiling,
    min: limit ? majorUnits(limit.min) : String(floor),
    max: limit ? majorUnits(limit.max) : String(ceiling),
  };
}

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;

const first = (value: string | readonly string[] | undefined) =>
  typeof value === 'string' ? value : value?.[0];

/**
 * A submitted price form, or undefined when the request is not one. Its bounds are read by the
 * domain's price rule: a limit that does not parse (or a minimum above the maximum) is ignored, which
 * means no price limit, as the spec says of an unreadable price filter.
 */
export function submittedPriceLimit(params: Params): { limit: PriceLimit | undefined } | undefined {
  const min = first(params[PRICE_MIN_FIELD]);
  const max = first(params[PRICE_MAX_FIELD]);
  if (min === undefined && max === undefined) return undefined;
  return { limit: parsePriceLimit(min?.trim() || '0', max?.trim()) };
}
