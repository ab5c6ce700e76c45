import { describe, expect, it } from 'vitest';
import {
  API_VERSION,
  BRAND_MANUFACTURER_ID,
  BREAKPOINTS,
  CACHE_DEFAULT_SECONDS,
  CATEGORY_ID,
  COMPONENT_BREAKPOINTS,
  DEALER_PAGES_CACHE_MS,
  DEFAULT_CARD_PAYMENT_METHOD_ID,
  DEFAULT_PAGE_SIZE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  FALLBACK_IMAGE,
  FAVOURITES_PAGE_SIZE,
  FEATURE_FLAG_CACHE_MS,
  GENDER_SECTION_IDS,
  MAX_PAGE_SIZE,
  MAX_SELLING_POINTS,
  MAX_SKU_PAGE_SIZE,
  MENU_TYPEAHEAD_RESET_MS,
  ORDER_SEND_TIMEOUT_MS,
  PRODUCT_IMAGE_WIDTH,
  RECOMMENDATIONS_PAGE_SIZE,
  SIZE_GROUPS_CACHE_SECONDS,
  SIZE_GUIDE_BREAKPOINT_PX,
  SNACKBAR_MS,
} from './constants';

describe('constants', () => {
  it('holds the specification values', () => {
    expect(MAX_SELLING_POINTS).toBe(10);
    expect(DEFAULT_CARD_PAYMENT_METHOD_ID).toBe(168);
    expect(FAVOURITES_PAGE_SIZE).toBe(1000);
    expect(RECOMMENDATIONS_PAGE_SIZE).toBe(25);
    expect(API_VERSION).toBe(2);
    expect(PRODUCT_IMAGE_WIDTH).toBe(223);
    expect(FALLBACK_IMAGE).toBe('/images/image-missing.webp');
    expect(SIZE_GUIDE_BREAKPOINT_PX).toBe(991);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(ORDER_SEND_TIMEOUT_MS).toBe(120_000);
    expect(CACHE_DEFAULT_SECONDS).toBe(60);
    expect(SIZE_GROUPS_CACHE_SECONDS).toBe(300);
    expect(FEATURE_FLAG_CACHE_MS).toBe(300_000);
    expect(DEALER_PAGES_CACHE_MS).toBe(60 * 60 * 1000);
    expect(SNACKBAR_MS).toBe(6000);
    expect(MENU_TYPEAHEAD_RESET_MS).toBe(500);
    expect(BRAND_MANUFACTURER_ID).toBe('7276');
    expect(MAX_SKU_PAGE_SIZE).toBe(1000);
  });

  it('keeps the chosen product-list page size within the cap', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(24);
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(DEFAULT_PAGE_SIZE).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('lists breakpoints in increasing order', () => {
    const main = Object.values(BREAKPOINTS);
    expect(main).toEqual([0, 576, 768, 992, 1648, 1920, 2560, 3840]);
    expect(Object.values(COMPONENT_BREAKPOINTS)).toEqual([0, 600, 900, 1200, 1536]);
    expect(SIZE_GUIDE_BREAKPOINT_PX).toBe(BREAKPOINTS.lg - 1);
  });

  it('holds the category and gender section ids', () => {
    expect(CATEGORY_ID.overalls).toBe(800);
    expect(CATEGORY_ID.winterTrousers).toBe(6010);
    expect(new Set(Object.values(CATEGORY_ID)).size).toBe(12);
    expect(GENDER_SECTION_IDS.women).toEqual([17682, 3397]);
    expect(GENDER_SECTION_IDS.children).toEqual([90980, 3396]);
  });
});
