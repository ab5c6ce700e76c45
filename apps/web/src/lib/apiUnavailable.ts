import { HttpError, TimeoutError } from '@workwear/client';

/**
 * The API could not answer for now: no connection, no answer in time, or a server-side failure or
 * overload (5xx, 429). A caller that cannot do without it says so with 503 and Retry-After; a 4xx
 * or a response that does not match its schema is a bug or a bad request, not an outage.
 */
export function apiUnavailable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 429;
  if (error instanceof TimeoutError) return true;
  // fetch reports a refused or reset connection as a TypeError ("fetch failed") with the reason as its cause.
  return error instanceof TypeError && error.message === 'fetch failed';
}
