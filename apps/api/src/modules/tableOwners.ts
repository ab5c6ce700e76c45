/**
 * Every table of `@workwear/db/schema` and the one API module whose SQL may name it. Others ask the
 * owner through its face (index.ts). `tableOwners.test.ts` reads the modules' sources and holds them to
 * this list, so a new table fails that test until it is given an owner here.
 *
 * `db` is the database package itself: the unit of work, idempotency records and the outbox, which
 * modules reach through `@workwear/db`'s functions, never by SQL.
 */
export type TableOwner =
  | 'auth'
  | 'buyerPrices'
  | 'cart'
  | 'catalogue'
  | 'catalogueIndex'
  | 'cms'
  | 'company'
  | 'customer'
  | 'db'
  | 'features'
  | 'klevu'
  | 'listing'
  | 'mail'
  | 'metadata'
  | 'order'
  | 'productDetail'
  | 'promotion'
  | 'settings'
  | 'vocabulary';

export const TABLE_OWNERS = {
  // Sign-in: accounts are the credentials, so auth owns them; the customer is the person behind them.
  accounts: 'auth',
  app_meta: 'auth',
  auth_sessions: 'auth',
  login_throttle: 'auth',
  password_resets: 'auth',
  refresh_tokens: 'auth',

  // What a principal pays: the lists and their prices.
  price_lists: 'buyerPrices',
  variant_prices: 'buyerPrices',

  cart_metadata: 'cart',
  cart_rows: 'cart',
  carts: 'cart',

  // The catalogue: products, their variants and skus, and the navigation.
  navigation_item_translations: 'catalogue',
  navigation_items: 'catalogue',
  product_categories: 'catalogue',
  product_dimensions: 'catalogue',
  product_flags: 'catalogue',
  product_groups: 'catalogue',
  product_parametric_values: 'catalogue',
  product_relations: 'catalogue',
  product_translations: 'catalogue',
  product_usps: 'catalogue',
  products: 'catalogue',
  size_group_sizes: 'catalogue',
  size_groups: 'catalogue',
  skus: 'catalogue',
  variant_flags: 'catalogue',
  variants: 'catalogue',

  top_messages: 'cms',

  companies: 'company',
  company_addresses: 'company',
  company_price_lists: 'company',
  company_settings: 'company',

  customer_addresses: 'customer',
  customer_companies: 'customer',
  customer_info: 'customer',
  customers: 'customer',

  idempotency_keys: 'db',
  outbox: 'db',

  feature_flags: 'features',

  search_analytics_events: 'klevu',

  // The listing's read model (refreshed by @workwear/db's readModels), which the in-memory index loads.
  listing_language_slots: 'catalogueIndex',
  listing_price_slots: 'catalogueIndex',
  variant_listing: 'catalogueIndex',

  search_terms: 'listing',

  mail_messages: 'mail',

  // Delivery groups and methods: the metadata call lists them; checkout asks for the chosen one.
  delivery_group_entries: 'metadata',
  delivery_groups: 'metadata',
  delivery_methods: 'metadata',

  // The order takes stock at send and gives it back on release, so it owns the stock counts.
  order_account_requests: 'order',
  order_lines: 'order',
  orders: 'order',
  payments: 'order',
  stock: 'order',
  stock_reservations: 'order',

  body_measurement_tables: 'productDetail',
  size_guide_content: 'productDetail',
  size_guides: 'productDetail',

  promotion_uses: 'promotion',
  promotions: 'promotion',

  market_settings: 'settings',

  // The words the catalogue is described in: categories, families, groups, flags and parametrics.
  categories: 'vocabulary',
  category_translations: 'vocabulary',
  families: 'vocabulary',
  family_translations: 'vocabulary',
  flag_translations: 'vocabulary',
  flags: 'vocabulary',
  group_translations: 'vocabulary',
  groups: 'vocabulary',
  parametric_translations: 'vocabulary',
  parametric_value_translations: 'vocabulary',
  parametric_values: 'vocabulary',
  parametrics: 'vocabulary',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * Statements that name another owner's tables beside their own module's, kept whole because splitting
 * them would add a round trip to a hot request (the benchmarks count statements per request) or break
 * a write that must be one statement. Each is owned by the module of its files, the module the
 * statement serves, and is the only exception for those tables there.
 */
export const SHARED_STATEMENTS: readonly {
  files: readonly string[];
  tables: readonly TableName[];
  statement: string;
  why: string;
}[] = [
  {
    files: ['company/companyTermsRepository.ts', 'company/repository.ts'],
    tables: ['price_lists'],
    statement: 'companyTermsQueries.priceLists, findPriceLists',
    why: 'Which lists a company may buy from is the company’s; each list’s type and market come in the same statement, as pricing and the price-list call need them together.',
  },
  {
    files: ['customer/consumerAccountRepository.ts'],
    tables: ['accounts'],
    statement: 'consumerAccountQueries.createdAccount',
    why: 'A paid guest order makes the consumer and their sign-in in one statement, so neither exists without the other and a second payment cannot slip between two statements.',
  },
  {
    files: ['customer/accountHolderRepository.ts'],
    tables: ['accounts', 'auth_sessions', 'companies'],
    statement: 'accountHolders (byLogin, startingCompanyOf, companiesOf, sessionClaims)',
    why: 'Sign-in, refresh and company switch read the account or session with its holder and company in one statement each, as they did in auth: split by owner, every sign-in and refresh would take two or three round trips. They live with the holder (customer) because auth may not import customer or company.',
  },
  {
    files: ['metadata/repository.ts'],
    tables: ['companies'],
    statement: 'the delivery methods of a buyer (own group)',
    why: 'The company’s own delivery group is read in the statement that lists the groups’ methods: one round trip per delivery-methods call and per cart’s default fee.',
  },
  {
    files: ['order/checkoutRepository.ts'],
    tables: [
      'companies',
      'customer_companies',
      'delivery_group_entries',
      'delivery_groups',
      'delivery_methods',
    ],
    statement: 'checkoutQueries.facts',
    why: 'What the send checks besides the cart (the delivery entry, the company’s block and group, the buyer’s membership) is one statement inside the send’s transaction; split, the send would take four.',
  },
];
