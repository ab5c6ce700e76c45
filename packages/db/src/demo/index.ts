export { type BulkColumn, type BulkValue, bulkInsert, DEFAULT_CHUNK_ROWS, type PgType } from './bulkInsert';
export { DEMO_EXCHANGE_RATES, marketPrice } from './prices';
export { mixSeed, Random, streamFor } from './random';
export {
  CATALOGUE_TABLES,
  clearDemoCatalogue,
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  DEMO_CATALOGUE_KEY,
  DEMO_CATALOGUE_VERSION,
  type DemoCatalogueCounts,
  type DemoCatalogueOptions,
  type DemoCatalogueResult,
  ensureDemoCatalogue,
  type ResolvedDemoOptions,
  readDemoCatalogueMeta,
  resolveDemoOptions,
  seedDemoCatalogue,
} from './seed';
export {
  DEMO_SETTINGS_KEY,
  DEMO_SETTINGS_VERSION,
  type DemoSettingsResult,
  demoMarketSettingRows,
  demoTopMessageRows,
  ensureDemoSettings,
  type MarketSettingRow,
  seedDemoSettings,
  type TopMessageRow,
} from './settings';
export { slugify, transliterate } from './slug';
