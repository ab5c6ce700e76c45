export { createSettingsService, MARKET_RULES_CACHE_MS, type SettingsService } from './service';
