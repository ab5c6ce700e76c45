import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import * as routes from './routes';
import type { CmsService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerCmsRoutes(app: OpenAPIHono<AppEnv>, deps: { cms: CmsService }) {
  app.openapi(routes.topMessageRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await deps.cms.topMessage(resolveMarketContext(q.marketId, q.cultureCode)), 200);
  });
}
