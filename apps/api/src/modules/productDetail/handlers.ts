import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import * as routes from './routes';
import type { ProductDetailService } from './service';

const ctxOf = (q: { marketId?: string | undefined; cultureCode?: string | undefined }) =>
  resolveMarketContext(q.marketId, q.cultureCode);

/** Thin handlers: validated input in, service call, JSON out. */
export function registerProductDetailRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { productDetail: ProductDetailService },
) {
  const { productDetail: products } = deps;
  app.openapi(routes.productByUniqueNameRoute, async (c) => {
    const q = c.req.valid('query');
    const { name } = c.req.valid('param');
    return c.json(await products.byUniqueName(ctxOf(q), name, q.includeMarketPrice ?? false), 200);
  });
  app.openapi(routes.productBySkuRoute, async (c) => {
    const q = c.req.valid('query');
    const { sku } = c.req.valid('param');
    return c.json(await products.bySku(ctxOf(q), sku, q.includeMarketPrice ?? false), 200);
  });
  for (const { kind, route } of routes.relatedRoutes) {
    app.openapi(route, async (c) => {
      const q = c.req.valid('query');
      const { sku } = c.req.valid('param');
      return c.json(await products.related(ctxOf(q), sku, kind, q.page, q.pageSize), 200);
    });
  }
  app.openapi(routes.sizeGuideRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.sizeGuide(ctxOf(q), c.req.valid('param').sku), 200);
  });
  app.openapi(routes.onHandRoute, async (c) => {
    const q = c.req.valid('query');
    ctxOf(q); // stock is central, but an unknown market is still a 400
    return c.json(await products.onHand(q.partNo ?? []), 200);
  });
  app.openapi(routes.baseOnHandRoute, async (c) => {
    const q = c.req.valid('query');
    ctxOf(q); // as above: validates marketId and cultureCode
    return c.json(await products.baseOnHand(c.req.valid('param').basePartNo), 200);
  });
  app.openapi(routes.productImageRoute, async (c) => {
    const { partNo, file } = c.req.valid('param');
    const svg = await products.image(partNo, file);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400, immutable');
    return c.body(svg, 200);
  });
}
