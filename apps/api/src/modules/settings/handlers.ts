import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/appEnv';
import * as routes from './routes';
import type { SettingsService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>, deps: { settings: SettingsService }) {
  app.openapi(routes.marketSettingsRoute, async (c) =>
    c.json(await deps.settings.marketSettings(c.req.valid('param').marketId), 200),
  );
}
