import type { OpenAPIHono } from '@hono/zod-openapi';
import type { DatabaseHandle } from '@workwear/db';
import { notFound, SIZE_GROUPS_CACHE_SECONDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import { createTtlCache } from '../../lib/ttlCache';
import { type CategoryService, loadSizeGroups } from './categoryService';
import { garmentSvg } from './garmentSvg';
import { findVariantLook } from './imageRepository';
import type { ProductService } from './productService';
import * as routes from './routes';

const ctxOf = (q: { marketId?: string | undefined; cultureCode?: string | undefined }) =>
  resolveMarketContext(q.marketId, q.cultureCode);

/** Thin handlers: validated input in, service call, JSON out. Static paths first so {sku} does not swallow them. */
export function registerProductRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { handle: DatabaseHandle; products: ProductService; categories: CategoryService },
) {
  const { products, categories } = deps;
  const sizeGroups = createTtlCache<Awaited<ReturnType<typeof loadSizeGroups>>>({
    ttlMs: SIZE_GROUPS_CACHE_SECONDS * 1000,
    maxEntries: 1,
  });

  app.openapi(routes.listProductsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.listProducts(q, ctxOf(q)), 200);
  });
  app.openapi(routes.searchProductsRoute, async (c) => {
    const q = c.req.valid('query');
    const { term } = c.req.valid('param');
    return c.json(await products.listProducts({ ...q, query: term }, ctxOf(q)), 200);
  });
  app.openapi(routes.sitemapProductsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.sitemapProducts(ctxOf(q), q.page, q.pageSize), 200);
  });
  app.openapi(routes.sizeGroupsRoute, async (c) => {
    c.header('Cache-Control', `public, max-age=${SIZE_GROUPS_CACHE_SECONDS}`);
    return c.json(await sizeGroups.get('all', () => loadSizeGroups(deps.handle)), 200);
  });
  app.openapi(routes.productByUniqueNameRoute, async (c) => {
    const q = c.req.valid('query');
    const { name } = c.req.valid('param');
    return c.json(
      await products.productDetail({ uniqueName: name }, ctxOf(q), q.includeMarketPrice ?? false),
      200,
    );
  });
  app.openapi(routes.productBySkuRoute, async (c) => {
    const q = c.req.valid('query');
    const { sku } = c.req.valid('param');
    return c.json(await products.productDetail({ sku }, ctxOf(q), q.includeMarketPrice ?? false), 200);
  });
  for (const { kind, route } of routes.relatedRoutes) {
    app.openapi(route, async (c) => {
      const q = c.req.valid('query');
      const { sku } = c.req.valid('param');
      return c.json(await products.related(sku, kind, ctxOf(q), q.page, q.pageSize), 200);
    });
  }
  app.openapi(routes.sizeGuideRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.sizeGuide(c.req.valid('param').sku, ctxOf(q)), 200);
  });
  app.openapi(routes.onHandRoute, async (c) => {
    const q = c.req.valid('query');
    ctxOf(q); // stock is central, but an unknown market is still a 400
    return c.json(await products.onHand(q.partNo ?? []), 200);
  });
  app.openapi(routes.baseOnHandRoute, async (c) => {
    const q = c.req.valid('query');
    ctxOf(q); // as above: validates marketId and cultureCode
    const { basePartNo } = c.req.valid('param');
    const stock = await products.onHand([basePartNo]);
    if (stock.length === 0) throw notFound(`Product '${basePartNo}'`);
    return c.json(stock, 200);
  });
  app.openapi(routes.filterSearchRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.filterSearch(q, ctxOf(q)), 200);
  });
  app.openapi(routes.filterCountRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await products.filterCounts(q, ctxOf(q)), 200);
  });

  app.openapi(routes.categoriesRoute, async (c) =>
    c.json(await categories.list(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.departmentsRoute, async (c) =>
    c.json(await categories.departments(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.allCategoriesRoute, async (c) =>
    c.json(await categories.all(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.categoryTreeRoute, async (c) =>
    c.json(await categories.tree(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.categoryBySlugRoute, async (c) =>
    c.json(await categories.bySlug(ctxOf(c.req.valid('query')), c.req.valid('param').slug), 200),
  );
  app.openapi(routes.categoryParametricRoute, async (c) => {
    const { code, p } = c.req.valid('param');
    return c.json(await categories.categoryParametric(ctxOf(c.req.valid('query')), code, p), 200);
  });
  app.openapi(routes.categoryByIdRoute, async (c) =>
    c.json(await categories.byId(ctxOf(c.req.valid('query')), c.req.valid('param').id), 200),
  );
  app.openapi(routes.navigationRoute, async (c) =>
    c.json(await categories.navigation(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.parametricRoute, async (c) =>
    c.json(await categories.parametric(ctxOf(c.req.valid('query')), c.req.valid('param').code), 200),
  );
  app.openapi(routes.familiesRoute, async (c) =>
    c.json(await categories.families(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.groupsRoute, async (c) =>
    c.json(await categories.groups(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.groupBySlugRoute, async (c) =>
    c.json(await categories.groupBySlug(ctxOf(c.req.valid('query')), c.req.valid('param').slug), 200),
  );

  app.openapi(routes.productImageRoute, async (c) => {
    const { partNo, file } = c.req.valid('param');
    const angle = Number.parseInt(file, 10);
    const look = await findVariantLook(deps.handle, partNo);
    if (!look || angle < 1 || angle > Math.max(1, look.imageCount)) throw notFound(`Image ${partNo}/${file}`);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400, immutable');
    return c.body(garmentSvg(look.shape, look.hex ?? '', `${partNo} ${look.code}`, angle), 200);
  });
}
