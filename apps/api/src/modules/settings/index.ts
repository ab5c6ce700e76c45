// The settings module's face, its only door for other modules, the composition root and tests:
// market settings (read here alone) and company settings.
export { type CompanySettingsService, createCompanySettingsService } from './companySettings';
export { registerSettingsRoutes } from './handlers';
export { createSettingsService, MARKET_RULES_CACHE_MS, type SettingsService } from './service';
