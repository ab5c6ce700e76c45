import type { OpenAPIHono } from '@hono/zod-openapi';
import { trackOrderPurchaseCall, trackProductClickCall, trackProductSearchCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import type { KlevuService } from './service';

/**
 * Thin handlers of the search analytics proxy: the shopper's address as the API saw it (the socket,
 * or X-Forwarded-For from a trusted proxy such as the storefront's server), never a parameter; 204
 * whether the event was recorded or the market's flag ignored it, as a beacon reads no answer.
 */
export function registerKlevuRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { klevu: KlevuService; clients: ClientAddresses },
) {
  const { klevu, clients } = deps;
  serveCall(app, trackProductSearchCall, async (ctx, { query }, c) => {
    await klevu.trackProductSearch(ctx, query, clients.addressOf(c));
    return c.body(null, 204);
  });
  serveCall(app, trackProductClickCall, async (ctx, { query }, c) => {
    await klevu.trackProductClick(ctx, query, clients.addressOf(c));
    return c.body(null, 204);
  });
  serveCall(app, trackOrderPurchaseCall, async (_ctx, { body }, c) => {
    await klevu.trackOrderPurchase(body, clients.addressOf(c));
    return c.body(null, 204);
  });
}
