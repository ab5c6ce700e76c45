import type { OpenAPIHono } from '@hono/zod-openapi';
import { SIZE_GROUPS_CACHE_SECONDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import * as routes from './routes';
import type { CatalogueService } from './service';

const ctxOf = (q: { marketId?: string | undefined; cultureCode?: string | undefined }) =>
  resolveMarketContext(q.marketId, q.cultureCode);

/** Thin handlers: validated input in, service call, JSON out. Static paths first so {id} does not swallow them. */
export function registerCatalogueRoutes(app: OpenAPIHono<AppEnv>, deps: { catalogue: CatalogueService }) {
  const { catalogue } = deps;
  app.openapi(routes.sizeGroupsRoute, async (c) => {
    c.header('Cache-Control', `public, max-age=${SIZE_GROUPS_CACHE_SECONDS}`);
    return c.json(await catalogue.sizeGroups(), 200);
  });
  app.openapi(routes.categoriesRoute, async (c) =>
    c.json(await catalogue.list(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.departmentsRoute, async (c) =>
    c.json(await catalogue.departments(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.allCategoriesRoute, async (c) =>
    c.json(await catalogue.all(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.categoryTreeRoute, async (c) =>
    c.json(await catalogue.tree(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.categoryBySlugRoute, async (c) =>
    c.json(await catalogue.bySlug(ctxOf(c.req.valid('query')), c.req.valid('param').slug), 200),
  );
  app.openapi(routes.categoryParametricRoute, async (c) => {
    const { code, p } = c.req.valid('param');
    return c.json(await catalogue.categoryParametric(ctxOf(c.req.valid('query')), code, p), 200);
  });
  app.openapi(routes.categoryByIdRoute, async (c) =>
    c.json(await catalogue.byId(ctxOf(c.req.valid('query')), c.req.valid('param').id), 200),
  );
  app.openapi(routes.navigationRoute, async (c) =>
    c.json(await catalogue.navigation(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.parametricRoute, async (c) =>
    c.json(await catalogue.parametric(ctxOf(c.req.valid('query')), c.req.valid('param').code), 200),
  );
  app.openapi(routes.familiesRoute, async (c) =>
    c.json(await catalogue.families(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.groupsRoute, async (c) =>
    c.json(await catalogue.groups(ctxOf(c.req.valid('query'))), 200),
  );
  app.openapi(routes.groupBySlugRoute, async (c) =>
    c.json(await catalogue.groupBySlug(ctxOf(c.req.valid('query')), c.req.valid('param').slug), 200),
  );
}
