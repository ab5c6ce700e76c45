import { PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@workwear/domain/passwordRules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CreateAccountForm, PasswordPageFrame } from '@/features/auth';
import { fieldErrorTexts, fieldMessageTexts } from '@/features/checkout';
import { getShopContext } from '@/lib/shopContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('signUp.title'), robots: { index: false } };
}

/**
 * /{lang}/create-account: a private customer's own account, in a market that takes consumers (other
 * markets answer 404: their buyers get accounts from their company). The e-mailed link confirms it.
 */
export default async function CreateAccountPage({ params }: Props) {
  const { language, market } = await getShopContext((await params).lang);
  if (!market.info.b2CActivate) notFound();
  const [t, errors] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account' }),
    fieldErrorTexts(language),
  ]);
  const messages = fieldMessageTexts(errors);
  // The password rules' words as the API and the domain give them, in the page's language.
  const passwordMessages = {
    [PASSWORD_RULES.tooShort]: t('reset.ruleLength', { min: PASSWORD_MIN_LENGTH }),
    [PASSWORD_RULES.tooLong]: t('reset.broken'),
    [PASSWORD_RULES.onlyDigits]: t('reset.ruleDigits'),
    [PASSWORD_RULES.isLoginName]: t('reset.ruleLoginName'),
    [PASSWORD_RULES.tooWeak]: t('reset.weak'),
  };
  const loginHref = `/login?returnTo=${encodeURIComponent(`/${language}`)}`;
  return (
    <PasswordPageFrame
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <a href={loginHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('signUp.haveAccount')}
        </a>
      }
    >
      <CreateAccountForm
        language={language}
        texts={{
          firstName: t('edit.firstName'),
          lastName: t('edit.lastName'),
          email: t('login.userName'),
          password: t('login.password'),
          passwordHint: `${t('reset.rulesTitle')} ${[
            t('reset.ruleLength', { min: PASSWORD_MIN_LENGTH }),
            t('reset.ruleStrength'),
          ].join(', ')}.`,
          newsletter: t('signUp.newsletter'),
          submit: t('signUp.submit'),
          submitting: t('signUp.submitting'),
          sent: t('signUp.sent'),
          failed: t('signUp.failed'),
          tooMany: t('forgot.tooMany'),
          notHere: t('login.consumerMarket'),
          errors: { ...messages, byMessage: { ...messages.byMessage, ...passwordMessages } },
        }}
      />
    </PasswordPageFrame>
  );
}
