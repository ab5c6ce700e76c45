import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  activeChildrenCall,
  companySettingCall,
  companySettingsCall,
  companySettingsTreeCall,
  marketInfoCall,
  marketKeyCall,
  marketKeysCall,
  marketSettingCall,
  marketSettingsCall,
  rawCompanySettingCall,
  rawCompanySettingsCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CompanySettingsService } from './companySettings';
import type { SettingsService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerSettingsRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { settings: SettingsService; companySettings: CompanySettingsService },
) {
  const { settings, companySettings } = deps;
  serveCall(app, marketSettingsCall, (ctx, { params }) => settings.marketSettings(ctx, params.marketId));
  // Static segments before {key}: /market/{marketId}/info, /company/{id}/raw, /tree, /children/active.
  serveCall(app, marketInfoCall, (ctx, { params }) => settings.marketInfo(ctx, params.marketId));
  serveCall(app, marketSettingCall, (ctx, { params }) =>
    settings.marketSetting(ctx, params.marketId, params.key),
  );
  serveCall(app, marketKeysCall, (ctx) => settings.settingsOf(ctx.market));
  serveCall(app, marketKeyCall, (ctx, { params }) => settings.settingOf(ctx.market, params.key));

  serveCall(app, rawCompanySettingsCall, (ctx, { params }) => companySettings.raw(ctx, params.id));
  serveCall(app, companySettingsTreeCall, (ctx, { params, query }) =>
    companySettings.tree(ctx, params.id, query.context),
  );
  serveCall(app, activeChildrenCall, (ctx, { params }) =>
    companySettings.activeChildren(ctx, params.id, params.key),
  );
  serveCall(app, rawCompanySettingCall, (ctx, { params }) =>
    companySettings.rawOne(ctx, params.id, params.key),
  );
  serveCall(app, companySettingCall, (ctx, { params }) => companySettings.one(ctx, params.id, params.key));
  serveCall(app, companySettingsCall, (ctx, { params }) => companySettings.all(ctx, params.id));
}
