import type { OpenAPIHono } from '@hono/zod-openapi';
import { featureCall, featureEnabledCall, featuresCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { FeatureService } from './service';

/** Thin handlers: the market comes resolved from the query (marketId, default SE). */
export function registerFeatureRoutes(app: OpenAPIHono<AppEnv>, deps: { features: FeatureService }) {
  const { features } = deps;
  serveCall(app, featuresCall, (ctx) => features.flagsOf(ctx.market));
  serveCall(
    app,
    featureEnabledCall,
    async (ctx, { params }) => (await features.flag(ctx.market, params.key)).enabled,
  );
  serveCall(app, featureCall, (ctx, { params }) => features.flag(ctx.market, params.key));
}
