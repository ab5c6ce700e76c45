import type { TokenPair } from '@workwear/contracts';
import { authApiFor, refusalStatus } from './authApi';

export type RefreshOutcome =
  | { kind: 'refreshed'; pair: TokenPair }
  /** The API ended the session (401): signed out. */
  | { kind: 'refused' }
  /** The API could not be asked (down, timeout, 5xx): keep the session and try on the next request. */
  | { kind: 'unavailable' };

/**
 * How long a finished refresh answers again for the same refresh token. Shorter than the API's grace
 * window (30 s), in which it would answer the same successor anyway: requests that left the browser
 * with the old cookies before the new ones arrived then cost no second call.
 */
const REUSE_MS = 20_000;

const inFlight = new Map<string, Promise<RefreshOutcome>>();
const recent = new Map<string, { outcome: RefreshOutcome; until: number }>();

async function callRefresh(refreshToken: string, address: string | undefined): Promise<RefreshOutcome> {
  try {
    return { kind: 'refreshed', pair: await authApiFor({ address }).refresh(refreshToken) };
  } catch (error) {
    const status = refusalStatus(error);
    return status === 400 || status === 401 ? { kind: 'refused' } : { kind: 'unavailable' };
  }
}

/**
 * Refreshes a session one at a time in this process: concurrent requests of one session (tabs,
 * prefetches, a page and its server actions) share the one call, keyed by the refresh token they
 * hold. Several storefront processes may still refresh one session at once; the API's grace window
 * answers them all with the same successor, so no tab signs another out.
 */
export function refreshSession(refreshToken: string, address?: string): Promise<RefreshOutcome> {
  const now = Date.now();
  for (const [token, entry] of recent) if (entry.until <= now) recent.delete(token);
  const done = recent.get(refreshToken);
  if (done) return Promise.resolve(done.outcome);
  const running = inFlight.get(refreshToken);
  if (running) return running;
  const call = callRefresh(refreshToken, address).then((outcome) => {
    inFlight.delete(refreshToken);
    if (outcome.kind !== 'unavailable') recent.set(refreshToken, { outcome, until: Date.now() + REUSE_MS });
    return outcome;
  });
  inFlight.set(refreshToken, call);
  return call;
}
