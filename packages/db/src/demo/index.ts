export { type BulkColumn, type BulkValue, bulkInsert, DEFAULT_CHUNK_ROWS, type PgType } from './bulkInsert';
export {
  CATALOGUE_TABLES,
  CatalogueInUseError,
  emptyCatalogue,
  firstNonEmptyCatalogueTable,
} from './catalogue';
export { type EnsureDemoDataOutcome, ensureDemoData } from './ensure';
export { DEMO_EXCHANGE_RATES, marketPrice } from './prices';
export { mixSeed, Random, streamFor } from './random';
export { ResetRefusedError, resetDemoCatalogue } from './reset';
export {
  clearDemoCatalogue,
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  DEMO_CATALOGUE_KEY,
  DEMO_CATALOGUE_VERSION,
  type DemoCatalogueCounts,
  type DemoCatalogueOptions,
  type DemoCatalogueResult,
  type EnsureDemoCatalogueOutcome,
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
