import { isLoopbackAddress } from '@workwear/server/devToolsExposure';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/appEnv';
import type { ClientAddresses } from '../http/clientAddress';
import { noRoute } from '../http/errors';

/**
 * The development tools answer loopback clients only, whatever address the API is bound to. The
 * client is judged, not the connection: the storefront's server calls from 127.0.0.1 and names its
 * visitor in X-Forwarded-For, so a visitor from elsewhere reaching the mailbox through the storefront
 * is refused as one coming straight here would be. Anyone else gets the API's answer for a path it
 * does not serve, so the tools' existence is not told either. An in-process call (a test's
 * app.request) has no socket and so no loopback client: it is refused too.
 */
export function loopbackOnly(clients: ClientAddresses): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isLoopbackAddress(clients.addressOf(c))) return next();
    return noRoute(c);
  };
}
