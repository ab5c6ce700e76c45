import { type Language, legalPagePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { AcceptTermsTexts } from './AcceptTermsField';

/** The acceptance checkbox's words (checkout's label, the legal pages' link words) and the terms' path. */
export async function acceptTermsTexts(language: Language): Promise<AcceptTermsTexts> {
  const [checkout, legal] = await Promise.all([
    getTranslations({ locale: language, namespace: 'checkout' }),
    getTranslations({ locale: language, namespace: 'legal' }),
  ]);
  return {
    label: checkout('terms.accept'),
    readTerms: legal('checkout.readTerms'),
    newTab: legal('checkout.newTab'),
    termsHref: legalPagePath('terms', language),
  };
}
