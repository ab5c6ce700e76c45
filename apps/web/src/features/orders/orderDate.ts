import { SHOP_TIME_ZONE } from '@/i18n/request';

/** When an order was placed, in the page's culture and the shop's time zone (as next-intl is configured). */
export const formatOrderDate = (iso: string, culture: string, withTime = true): string =>
  new Intl.DateTimeFormat(culture, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
