import type { OpenAPIHono } from '@hono/zod-openapi';
import { legalPageCall, sellerCall, topMessageCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CmsService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerCmsRoutes(app: OpenAPIHono<AppEnv>, deps: { cms: CmsService }) {
  serveCall(app, topMessageCall, (ctx) => deps.cms.topMessage(ctx));
  serveCall(app, legalPageCall, (ctx, { params }) => deps.cms.legalPage(ctx, params.page));
  serveCall(app, sellerCall, (ctx) => deps.cms.seller(ctx));
}
