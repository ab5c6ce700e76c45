import { formatMoney, type Language, type Market, type PriceDisplay, taxInPrice } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The tax a shown price carries ("VAT: 99,80 kr"), or "Tax: TBD" where no rate is known; null with no price shown. */
export async function taxLine(
  language: Language,
  market: Market,
  price: { price: number; priceIncVat: number } | null,
  display: PriceDisplay,
): Promise<string | null> {
  if (!display.showPrices || !price) return null;
  const t = await getTranslations({ locale: language, namespace: 'common' });
  const tax = taxInPrice(price, market);
  return tax.kind === 'tbd'
    ? t('vat.taxTbd')
    : t('vat.taxAmount', { amount: formatMoney(tax.amount, market) });
}
