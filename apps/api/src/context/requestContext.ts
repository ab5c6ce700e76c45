import { type Language, type Market, type TextLocale, textLocaleOf } from '@workwear/domain';
import type { Logger } from '../logger';

/** Market, site and language a request is served in, resolved once by its declared route (serveCall). */
export interface MarketContext {
  market: Market;
  /** The spec's site id of the market (se 1, no 2, ...). */
  siteId: number;
  language: Language;
  cultureCode: string;
}

/** Whose words the catalogue's texts are read in for this market and culture: en-US's, else the language's. */
export const textLocaleOfContext = (ctx: Pick<MarketContext, 'language' | 'cultureCode'>): TextLocale =>
  textLocaleOf(ctx.language, ctx.cultureCode);

/**
 * Who is asking: anonymous, or the bearer of a verified access token (modules/auth/accessToken.ts):
 * customer, company, role, super admin, session, coop code, market, punch-out type.
 */
export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'customer';
      customerId: number;
      companyId: number | null;
      role: number;
      superCustomerAdmin: boolean;
      sessionId: string;
      coopCode: string | null;
      /** The market the session signed in to (claim market). */
      market: string;
      punchOutType: string | null;
    };

/** One per request, built by middleware, passed first to every service call. Nothing reads globals. */
export interface RequestContext {
  requestId: string;
  now: Date;
  principal: Principal;
  /** The API's logger bound to this request: every line it writes carries the request id. */
  log: Logger;
}

/**
 * The context of a call served in a market (its query takes marketId and cultureCode). A service that
 * needs only the market may take MarketContext; it is given this whole context all the same.
 */
export interface MarketRequestContext extends RequestContext, MarketContext {}

/** What scopes per-principal records such as idempotency keys. */
export const principalKey = (principal: Principal): string =>
  principal.kind === 'anonymous' ? 'anonymous' : `customer:${principal.customerId}`;

export const ANONYMOUS: Principal = { kind: 'anonymous' };
