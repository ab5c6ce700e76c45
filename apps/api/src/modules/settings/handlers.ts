import type { OpenAPIHono } from '@hono/zod-openapi';
import { marketSettingsCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { SettingsService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>, deps: { settings: SettingsService }) {
  serveCall(app, marketSettingsCall, (ctx, { params }) => deps.settings.marketSettings(ctx, params.marketId));
}
