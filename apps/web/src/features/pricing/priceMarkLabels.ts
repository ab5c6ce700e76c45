import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The words beside a marked price (issue 25): "Agreed price", the crossed-out price's name, "You save". */
export type PriceMarkLabels = {
  readonly agreed: string;
  readonly reference: string;
  readonly saving: string;
};

export async function priceMarkLabels(language: Language): Promise<PriceMarkLabels> {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return {
    agreed: t('priceMarks.agreed'),
    reference: t('priceMarks.reference'),
    saving: t('priceMarks.saving'),
  };
}
