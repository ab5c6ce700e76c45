import { SHOP_TIME_ZONE } from '@/i18n/request';

/** When a mail was kept, in the page's culture and the shop's time zone (as next-intl is configured). */
export const formatMailTime = (iso: string, culture: string): string =>
  new Intl.DateTimeFormat(culture, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
