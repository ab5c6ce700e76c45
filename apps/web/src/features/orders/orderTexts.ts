import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The `orders` namespace in the page's language. */
export async function ordersT(language: Language) {
  return getTranslations({ locale: language, namespace: 'orders' });
}
export type OrdersT = Awaited<ReturnType<typeof ordersT>>;

/** The order summary's words (OrderSummaryView), as plain strings so a client component may take them too. */
export async function orderSummaryTexts(language: Language) {
  const [t, common] = await Promise.all([
    ordersT(language),
    getTranslations({ locale: language, namespace: 'common' }),
  ]);
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
  const texts = Object.fromEntries(keys.map((key) => [key, t(`summary.${key}`)])) as Record<
    (typeof keys)[number],
    string
  >;
  // The one "Agreed price" text, as cards, product pages and the cart show it.
  return { ...texts, agreed: common('priceMarks.agreed') };
}
export type OrderSummaryTexts = Awaited<ReturnType<typeof orderSummaryTexts>>;
