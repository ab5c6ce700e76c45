import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The `orders` namespace in the page's language. */
export async function ordersT(language: Language) {
  return getTranslations({ locale: language, namespace: 'orders' });
}
export type OrdersT = Awaited<ReturnType<typeof ordersT>>;

/** The order summary's words (OrderSummaryView), as plain strings so a client component may take them too. */
export async function orderSummaryTexts(language: Language) {
  const t = await ordersT(language);
  const keys = [
    'title',
    'products',
    'colour',
    'size',
    'quantity',
    'sku',
    'priceBefore',
    'price',
    'gift',
    'totalProducts',
    'totalDiscount',
    'promotions',
    'delivery',
    'free',
    'subtotal',
    'vat',
    'salesTax',
    'salesTaxTbd',
    'total',
    'incVat',
    'exVat',
    'freeItemsDisclaimer',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, t(`summary.${key}`)])) as Record<
    (typeof keys)[number],
    string
  >;
}
export type OrderSummaryTexts = Awaited<ReturnType<typeof orderSummaryTexts>>;
