import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { VatChoiceForm } from './lazyVatChoiceForm';

/** Opens in the consumer market while no ex/incl. VAT choice is stored (see priceDisplay). */
export async function VatChoiceDialog({ language, https }: { language: Language; https: boolean }) {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <VatChoiceForm
      https={https}
      texts={{
        title: t('vat.title'),
        text: t('vat.text'),
        incVat: t('vat.incVatOption'),
        exVat: t('vat.exVatOption'),
        save: t('vat.save'),
      }}
    />
  );
}
