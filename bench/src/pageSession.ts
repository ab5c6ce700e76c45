import { type CustomerSummary, tokenPairSchema } from '@workwear/contracts';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { sessionCookieWrites } from '../../apps/web/src/features/auth/sessionCookies';

/** A signed-in visitor as the storefront sees one: its session cookies, and its token for calling the API directly. */
export type PageSession = {
  /** The session cookies, as one Cookie header value (what the storefront set at sign-in). */
  readonly cookie: string;
  readonly accessToken: string;
  readonly customer: CustomerSummary;
};

/**
 * Signs in the demo User of a company with an agreement list in se (Anna, Nordbygg) through the API.
 * The access token lives 15 minutes: a benchmark signs in again per route rather than once per run.
 */
export async function signInDemoBuyer(apiUrl: string): Promise<PageSession> {
  const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'User' && a.market === 'se');
  if (!buyer) throw new Error('no demo User in se');
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: buyer.login, password: buyer.password, market: 'se' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${buyer.login}: ${response.status}`);
  const pair = tokenPairSchema.parse(await response.json());
  const writes = sessionCookieWrites(pair, false, Date.now());
  return {
    cookie: writes.map((w) => `${w.name}=${encodeURIComponent(w.value)}`).join('; '),
    accessToken: pair.accessToken,
    customer: pair.customer,
  };
}
