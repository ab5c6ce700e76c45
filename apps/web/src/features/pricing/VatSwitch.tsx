import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';
import { getVatSwitchChoice } from './priceDisplayFor';
import { VatSwitchButtons } from './VatSwitchButtons';

/** The header's incl./excl. VAT switch, where the visitor chooses (the consumer market); else nothing. */
export async function VatSwitch({ context }: { context: ShopContext }) {
  const [choice, t] = await Promise.all([
    getVatSwitchChoice(context.language),
    getTranslations({ locale: context.language, namespace: 'common' }),
  ]);
  if (choice === null) return null;
  return (
    <VatSwitchButtons
      choice={choice}
      https={context.https}
      texts={{ label: t('vat.switchLabel'), incVat: t('vat.switchIncVat'), exVat: t('vat.switchExVat') }}
    />
  );
}
