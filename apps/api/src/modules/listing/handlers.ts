import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import * as routes from './routes';
import type { ListingService } from './service';

const ctxOf = (q: { marketId?: string | undefined; cultureCode?: string | undefined }) =>
  resolveMarketContext(q.marketId, q.cultureCode);

/** Thin handlers: validated input in, service call, JSON out. */
export function registerListingRoutes(app: OpenAPIHono<AppEnv>, deps: { listing: ListingService }) {
  const { listing } = deps;
  app.openapi(routes.listProductsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listing.listProducts(ctxOf(q), q), 200);
  });
  app.openapi(routes.searchProductsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listing.searchProducts(ctxOf(q), c.req.valid('param').term, q), 200);
  });
  app.openapi(routes.sitemapProductsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listing.sitemapProducts(ctxOf(q), q.page, q.pageSize), 200);
  });
  app.openapi(routes.filterSearchRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listing.filterSearch(ctxOf(q), q), 200);
  });
  app.openapi(routes.filterCountRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listing.filterCounts(ctxOf(q), q), 200);
  });
}
