import { createHttpClient, type HttpClient, type HttpClientOptions } from '@workwear/client';
import { visitorAddress, withForwardedFor } from './visitorFetch';
import { webConfig } from './webConfig';

/**
 * A signed-in visitor's side of a call: the access token it carries, and what the storefront does
 * when the API answers that the session has ended. features/auth builds it (visitorSession).
 */
export type ApiSession = Pick<HttpClientOptions, 'getToken' | 'onSessionEnded'>;

export type ServerApiOptions = {
  /** The market and culture every call carries, for the services that answer per market. */
  locale?: { readonly marketId: string; readonly culture: string };
  session?: ApiSession;
  /**
   * The visitor's address for X-Forwarded-For. By default this request's (as the web server set it);
   * a caller outside a page's request (the proxy's refresh) names it itself.
   */
  visitorAddress?: () => string | undefined | Promise<string | undefined>;
  /** Sees each response (a throttled sign-in's Retry-After). */
  onResponse?: (response: Response) => void;
  sharedReads?: HttpClientOptions['sharedReads'];
};

/**
 * The one way the storefront's server reaches the commerce API: over its internal URL, naming the
 * visitor's address so the API's per-client limits count visitors rather than this server.
 */
export function serverApi(options: ServerApiOptions = {}): HttpClient {
  const { locale, session, onResponse, sharedReads } = options;
  const addressOf = options.visitorAddress ?? visitorAddress;
  return createHttpClient({
    baseUrl: webConfig.apiInternalUrl,
    ...(locale ? { defaultQuery: () => ({ marketId: locale.marketId, cultureCode: locale.culture }) } : {}),
    ...session,
    fetch: async (input, init) => {
      const response = await fetch(input, withForwardedFor(init, await addressOf()));
      onResponse?.(response);
      return response;
    },
    ...(sharedReads ? { sharedReads } : {}),
  });
}
