import {
  DEFAULT_RESERVATION_CAP,
  RESERVATION_CAP_SETTING,
  reservationCapOf,
} from './checkout/reservationCap';
import { FALLBACK_TIME_ZONE, TIME_ZONE_SETTING, timeZoneOf } from './timeZones';

/** The market settings the storefront reads (spec section 3, "Market settings"). */
export const MARKET_SETTING_KEYS = [
  'HidePrice',
  'ActivateDiscountCode',
  'ShowMarketPriceForAdminsAndInternals',
] as const;
export type MarketSettingKey = (typeof MARKET_SETTING_KEYS)[number];

/** One stored setting as the settings service answers it: values as stored, 'True' or 'False'. */
export interface MarketSettingEntry {
  key: string;
  value: string;
}

/** The market settings as the storefront uses them. */
export interface MarketSettings {
  hidePrice: boolean;
  activateDiscountCode: boolean;
  showMarketPriceForAdminsAndInternals: boolean;
  /** Ours: units of one sku a guest's or consumer's order may take (checkout/reservationCap.ts). */
  maxConsumerQuantityPerSku: number;
  /** Ours: the market's IANA time zone (setting TimeZone; timeZones.ts), UTC when missing or unknown. */
  timeZone: string;
}

/**
 * What holds when a key is missing or the settings cannot be fetched (spec section 8: defaults
 * stay: hidePrice off, no promotion, no market price).
 */
export const DEFAULT_MARKET_SETTINGS: Readonly<MarketSettings> = Object.freeze({
  hidePrice: false,
  activateDiscountCode: false,
  showMarketPriceForAdminsAndInternals: false,
  maxConsumerQuantityPerSku: DEFAULT_RESERVATION_CAP,
  timeZone: FALLBACK_TIME_ZONE,
});

/** 'True' in any case (and surrounding blanks) is on; anything else is off. */
const isOn = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/**
 * Reads the storefront's three settings from the key/value pairs. Keys match exactly as the spec
 * names them; missing keys keep their default (off); other keys are ignored. When a key repeats,
 * the last entry wins.
 */
export function parseMarketSettings(entries: readonly MarketSettingEntry[]): MarketSettings {
  const values = new Map<string, string>();
  for (const { key, value } of entries) values.set(key, value);
  return {
    hidePrice: isOn(values.get('HidePrice')),
    activateDiscountCode: isOn(values.get('ActivateDiscountCode')),
    showMarketPriceForAdminsAndInternals: isOn(values.get('ShowMarketPriceForAdminsAndInternals')),
    maxConsumerQuantityPerSku: reservationCapOf(values.get(RESERVATION_CAP_SETTING)),
    timeZone: timeZoneOf(values.get(TIME_ZONE_SETTING)),
  };
}
