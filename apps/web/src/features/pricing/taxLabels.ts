import { type Language, type Market, taxNameOf } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The words after a price in the page's language: "incl./excl. VAT", or "incl./excl. tax" for sales tax. */
export type TaxLabels = {
  readonly incVat: string;
  readonly exVat: string;
  readonly incTax: string;
  readonly exTax: string;
};

export async function taxLabels(language: Language): Promise<TaxLabels> {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return { incVat: t('vat.incVat'), exVat: t('vat.exVat'), incTax: t('vat.incTax'), exTax: t('vat.exTax') };
}

/** The label for a price shown incl. or excl. tax, in the words of the market's tax (taxNameOf). */
export function taxLabelFor(labels: TaxLabels, market: Market, incVat: boolean): string {
  if (taxNameOf(market) === 'salesTax') return incVat ? labels.incTax : labels.exTax;
  return incVat ? labels.incVat : labels.exVat;
}
