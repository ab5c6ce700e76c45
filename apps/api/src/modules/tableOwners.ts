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
  | 'products'
  | 'promotion'
  | 'settings'
  | 'stock'
  | 'vocabulary';

export const TABLE_OWNERS = {
  // Sign-in: accounts are the credentials, so auth owns them; the customer is the person behind them.
  account_confirmations: 'auth',
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

  // The catalogue's menus: navigation and size groups.
  navigation_item_translations: 'catalogue',
  navigation_items: 'catalogue',
  size_group_sizes: 'catalogue',
  size_groups: 'catalogue',

  // Top messages, legal pages and each market's seller.
  legal_pages: 'cms',
  market_sellers: 'cms',
  top_messages: 'cms',

  companies: 'company',
  company_addresses: 'company',
  company_price_lists: 'company',
  company_project_attestants: 'company',
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

  order_account_requests: 'order',
  // Approvals and the amount-limit ledger are written in the order's transaction (issue 28).
  order_approval_decisions: 'order',
  order_approvals: 'order',
  order_lines: 'order',
  orders: 'order',
  payments: 'order',
  spend_ledger: 'order',

  body_measurement_tables: 'productDetail',
  size_guide_content: 'productDetail',
  size_guides: 'productDetail',

  // What a product is: its colours (variants) and sizes (skus), texts, flags, relations and dimensions.
  // A low module, so the listing, product detail, cart and the catalogue can all ask it.
  product_categories: 'products',
  product_culture_texts: 'products',
  product_dimensions: 'products',
  product_flags: 'products',
  product_groups: 'products',
  product_parametric_values: 'products',
  product_relations: 'products',
  product_translations: 'products',
  product_usps: 'products',
  products: 'products',
  skus: 'products',
  variant_flags: 'products',
  variants: 'products',

  promotion_uses: 'promotion',
  promotions: 'promotion',

  market_settings: 'settings',

  // The counts on hand and what orders hold of them: a low module, so the cart and product pages read
  // stock while the order (above the cart) takes and gives it back in its own transaction.
  stock: 'stock',
  stock_reservations: 'stock',

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
 * statement serves, and is the only exception for those tables there. The other way to keep one round
 * trip needs no entry: the owner's face offers an SQL fragment that another module's statement embeds
 * (products.sizeGuideIdOfProduct, products.productTextsIn, vocabulary.vocabularyNamesIn), so the owner
 * still writes every SQL text that names its tables.
 */
export const SHARED_STATEMENTS: readonly {
  files: readonly string[];
  tables: readonly TableName[];
  statement: string;
  why: string;
}[] = [
  {
    files: ['catalogueIndex/repository.ts'],
    tables: ['products'],
    statement: 'catalogueIndexQueries.listingRows',
    why: 'The listing index is built from every listed colour with its product’s primary category in one pass (137,000 rows on the bench catalogue) while shoppers of a new read-model version wait for it; a second read would have to be joined in memory.',
  },
  {
    files: ['products/cardRepository.ts'],
    tables: ['variant_listing'],
    statement: 'cardQueries.cardFacts, summaries, colours',
    why: 'Card facts are read for the colours the listing read model lists, once per listing index; the summaries and colours are the same facts in SQL, with the listing’s stock and sale flags, that the in-memory cards are tested against.',
  },
  {
    files: ['products/productRepository.ts'],
    tables: ['stock'],
    statement: 'productQueries.skus (inside detailQuery), onHand',
    why: 'A product page’s sizes come with their stock in the one statement of the page (detailQuery); the stock calls list a product’s skus with their counts in one statement too.',
  },
  {
    files: ['products/productRepository.ts'],
    tables: ['variant_listing'],
    statement: 'productQueries.relatedCandidates',
    why: 'Related products’ sellable colours in card order (in stock first) come in the one statement of the related call.',
  },
  {
    files: ['products/productRepository.ts'],
    tables: ['parametric_values'],
    statement: 'productQueries.variantLook',
    why: 'Every card’s picture is a request of its own; its colour’s hex comes in the one statement that reads the variant’s shape.',
  },
  {
    files: ['products/skuFactsRepository.ts'],
    tables: ['stock', 'variant_listing'],
    statement: 'skuFactsQueries.skuFacts',
    why: 'A cart change or read learns each sku’s product, stock and whether it sells in one statement (cart add 7 or 8 statements, read 2): the costliest statement of a cart request, cached 60 s.',
  },
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
    files: ['order/orderRepository.ts'],
    tables: ['stock_reservations'],
    statement: 'orderQueries.inserted',
    why: 'The order, its lines and the stock it holds are written in one statement inside the send: no reservation without its order, and one round trip fewer per send.',
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
