import {
  changePriceLimit,
  type ProductListState,
  parseProductListQuery,
  SLUG_PARAMS,
} from '@workwear/domain';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, submittedPriceLimit } from './priceForm';

type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

const NOT_STATE: ReadonlySet<string> = new Set([...SLUG_PARAMS, PRICE_MIN_FIELD, PRICE_MAX_FIELD]);

export type RequestedListState = {
  readonly state: ProductListState;
  /** True when the request is a submitted price form: its state belongs at its own URL. */
  readonly fromPriceForm: boolean;
};

/**
 * The list state of a request, parsed by the domain's query rules. The slugs come from the route
 * (the path), never from the query string, so a query cannot turn one list into another.
 */
export function requestedListState(searchParams: SearchParams): RequestedListState {
  const query = Object.fromEntries(Object.entries(searchParams).filter(([name]) => !NOT_STATE.has(name)));
  const state = parseProductListQuery(query);
  const submitted = submittedPriceLimit(searchParams);
  if (!submitted) return { state, fromPriceForm: false };
  return { state: changePriceLimit(state, submitted.limit), fromPriceForm: true };
}
