/** Business constants and limits from section 9 of both specification documents. */

export const API_VERSION = 2;

export const MAX_SELLING_POINTS = 10;
export const DEFAULT_CARD_PAYMENT_METHOD_ID = 168;
export const DEFAULT_CARD_PAYMENT_METHOD_CODE = 'c card';

export const FAVOURITES_PAGE_SIZE = 1000;
export const RECOMMENDATIONS_PAGE_SIZE = 25;
/** Products fetched by an explicit SKU list (favourites, compare, cart) come in one page. */
export const MAX_SKU_PAGE_SIZE = 1000;

/**
 * The specification does not show the product list's page size or total-count cap. 24 fills
 * grids of 2, 3, 4 and 6 columns; 100 bounds the work one request may ask of the database.
 */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const PRODUCT_IMAGE_WIDTH = 223;
export const FALLBACK_IMAGE = '/images/image-missing.webp';
export const ALLOWED_MEDIA_FORMATS = ['jpg', 'jpeg', 'png', 'mp4'] as const;

export const SIZE_GUIDE_BREAKPOINT_PX = 991;
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1648,
  hd: 1920,
  qhd: 2560,
  uhd: 3840,
} as const;
/** The second breakpoint set the specification mentions, used by the component library's grid. */
export const COMPONENT_BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const ORDER_SEND_TIMEOUT_MS = 120_000;
export const CACHE_DEFAULT_SECONDS = 60;
export const SIZE_GROUPS_CACHE_SECONDS = 300;
export const FEATURE_FLAG_CACHE_MS = 300_000;
export const DEALER_PAGES_CACHE_MS = 3_600_000;

export const SNACKBAR_MS = 6000;
export const PRICE_LIST_WARNING_MS = 20_000;
export const NEW_PRODUCT_HIGHLIGHT_MS = 4000;
export const SIZE_CHANGE_TOOLTIP_MS = 1000;
export const ROW_BLINK_MS = 2000;
export const MENU_TYPEAHEAD_RESET_MS = 500;
export const COOKIE_CONSENT_POLL_MS = 1000;
export const ANALYTICS_ITEM_LIST_BATCH_MS = 2000;
export const ANALYTICS_IMPRESSION_DEDUPE_MS = 30 * 60 * 1000;

export const CART_VALIDATION_DEBOUNCE_MS = 200;
export const ROW_SAVE_DEBOUNCE_MS = 400;
export const GROUPED_TOTAL_DEBOUNCE_MS = 400;
export const TEXT_TEMPLATE_DEBOUNCE_MS = 600;

export const CART_ROW_COMMENT_MAX_LENGTH = 98;
/** Rows appended by a cart merge are numbered this far apart. */
export const CART_MERGE_ROW_NUMBER_STEP = 100;
export const CART_SKU_BATCH_SIZE = 50;
export const QUANTITY_STEP_MAX = 25;
/** Sku and reference of the extra tax-request row that carries the delivery cost. */
export const SHIPPING_COST_REFERENCE = 'F3000';
/**
 * Sku and reference of the tax-request row that takes the products discount off (a negative price):
 * sales tax is owed on what the buyer pays, not on the list price.
 */
export const DISCOUNT_TAX_REFERENCE = 'DISCOUNT';
/** A company start page's add-to-cart block needs at least this many sku characters. */
export const START_PAGE_MIN_SKU_LENGTH = 12;

export const BRAND_MANUFACTURER_ID = '7276';

/** The specification lists these price-limit constants without saying what they limit. */
export const PRICE_LIMIT_B2B = 100;
export const PRICE_LIMIT_B2C = 15;

/** Colour ids excluded from one colour check in the specification. */
export const EXCLUDED_COLOUR_IDS: readonly number[] = [155, 378];

export const CATEGORY_ID = {
  overalls: 800,
  footwear: 1200,
  baseLayer: 1300,
  accessories: 1400,
  gloves: 1500,
  fleece: 6001,
  hoodies: 6002,
  underwear: 6005,
  merchandise: 6007,
  softshell: 6008,
  winterJackets: 6009,
  winterTrousers: 6010,
} as const;

export const GENDER_SECTION_IDS = {
  women: [17682, 3397],
  children: [90980, 3396],
} as const;

export const TOP_MESSAGE_HEIGHT_PX = 54;
export const TOP_MESSAGE_HEIGHT_SMALL_WITH_LINK_PX = 90;
export const SLIDER_RESIZE_DEBOUNCE_MS = 50;
export const TOOLTIP_TOUCH_ENTER_DELAY_MS = 0;
export const TOOLTIP_TOUCH_LEAVE_DELAY_MS = 2000;

/** The start-up data failure redirect: /error?code=100. */
export const STARTUP_ERROR_CODE = 100;
/** Status of the page shown for an invalid access token (logged-out modal). */
export const LOGGED_OUT_STATUS = 440;

/** Shortest text the shop's search box asks suggestions for: one letter would name most of the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;
