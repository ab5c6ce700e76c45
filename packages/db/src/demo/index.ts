export { demoPasswordHash } from './accounts';
export { type BulkColumn, type BulkValue, bulkInsert, DEFAULT_CHUNK_ROWS, type PgType } from './bulkInsert';
export {
  CART_TABLES,
  CATALOGUE_TABLES,
  CatalogueInUseError,
  emptyCatalogue,
  firstNonEmptyCatalogueTable,
  ORDER_TABLES,
} from './catalogue';
export {
  DEMO_CHECKOUT_KEY,
  DEMO_CHECKOUT_VERSION,
  type DemoCheckoutResult,
  ensureDemoCheckout,
  LOW_STOCK_ON_HAND,
  readDemoCheckoutMeta,
  seedDemoCheckout,
} from './checkout';
export { type CompanyPlan, NAMED_WITH_AGREEMENT, planCompanies } from './companies';
export { MAX_LIST_VARIANTS, OTHER_TYPE_LISTS } from './companyPrices';
export { DEMO_BOOLEAN_SETTINGS } from './companySettings';
export {
  BUSINESS_DELIVERY_GROUP_NAME,
  DEFAULT_DELIVERY_GROUP_NAME,
  DEMO_DELIVERY_METHODS,
  type DemoDeliveryGroup,
  type DemoDeliveryMethod,
  demoDeliveryGroups,
} from './deliveryGroups';
export {
  DEMO_ACCOUNTS,
  DEMO_LOGIN_DOMAIN,
  DEMO_PASSWORDS,
  DEMO_PEOPLE,
  type DemoAccount,
} from './demoAccounts';
export { DEMO_ORDER_BUYERS, DEMO_ORDER_SOURCE, deleteDemoOrders } from './demoOrders';
export { type EnsureDemoDataOutcome, ensureDemoData } from './ensure';
export { DEMO_FLAGS_ON } from './featureFlags';
export {
  DEMO_LEGAL_KEY,
  type DemoLegalResult,
  demoLegalPageRows,
  demoSellerRows,
  ensureDemoLegal,
  type LegalPageRow,
  type MarketSellerRow,
} from './legal';
export { NAMED_COMPANIES } from './namedCompanies';
export { DEMO_EXCHANGE_RATES, marketPrice } from './prices';
export {
  DEMO_PROMOTIONS_KEY,
  DEMO_PROMOTIONS_VERSION,
  type DemoPromotion,
  type DemoPromotionsResult,
  demoPromotions,
  ensureDemoPromotions,
  seedDemoPromotions,
} from './promotions';
export { QUANTITY_FACTORS } from './quantityFactors';
export { mixSeed, Random, streamFor } from './random';
export { ResetRefusedError, resetDemoCatalogue } from './reset';
export {
  clearDemoCatalogue,
  DEFAULT_DEMO_COMPANIES,
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  DEMO_CATALOGUE_KEY,
  DEMO_CATALOGUE_VERSION,
  type DemoCatalogueCounts,
  type DemoCatalogueOptions,
  type DemoCatalogueResult,
  type EnsureDemoCatalogueOutcome,
  ensureDemoCatalogue,
  MAX_DEMO_COMPANIES,
  type ResolvedDemoOptions,
  readDemoCatalogueMeta,
  resolveDemoOptions,
  seedDemoCatalogue,
} from './seed';
export { type DemoServicePoint, demoServicePoints } from './servicePoints';
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
export {
  DEMO_WORLD_KEY,
  DEMO_WORLD_VERSION,
  type DemoWorldResult,
  type EnsureDemoWorldOutcome,
  ensureDemoWorld,
  planWorld,
  readDemoWorldMeta,
} from './world';
export { WORLD_TABLES } from './worldTables';
