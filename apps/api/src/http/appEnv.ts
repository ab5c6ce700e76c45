import type { MarketRequestContext, RequestContext } from '../context/requestContext';

export interface AppEnv {
  /** Set by the request-context middleware before anything else runs; with market once a call resolves it. */
  Variables: { ctx: RequestContext | MarketRequestContext };
}
