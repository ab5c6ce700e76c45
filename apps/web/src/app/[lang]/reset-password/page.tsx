import { PASSWORD_MIN_LENGTH } from '@workwear/domain/passwordRules';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordPageFrame, ResetPasswordForm } from '@/features/auth';
import { getShopContext } from '@/lib/shopContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('reset.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * /{lang}/reset-password?token=...: the page the reset e-mail links to (the API builds the link in
 * apps/api/src/modules/auth/service.ts). The rules shown are domain/passwordRules.ts.
 */
export default async function ResetPasswordPage({ params }: Props) {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <PasswordPageFrame title={t('reset.title')}>
      <ResetPasswordForm
        forgotHref={`/${language}/forgot-password`}
        loginHref={`/login?returnTo=${encodeURIComponent(`/${language}`)}`}
        texts={{
          newPassword: t('reset.newPassword'),
          confirm: t('reset.confirm'),
          submit: t('reset.submit'),
          rulesTitle: t('reset.rulesTitle'),
          rules: [
            t('reset.ruleLength', { min: PASSWORD_MIN_LENGTH }),
            t('reset.ruleDigits'),
            t('reset.ruleLoginName'),
            t('reset.ruleStrength'),
          ],
          mismatch: t('reset.mismatch'),
          broken: t('reset.broken'),
          weak: t('reset.weak'),
          badLink: t('reset.badLink'),
          missingToken: t('reset.missingToken'),
          askAgain: t('reset.askAgain'),
          done: t('reset.done'),
          failed: t('reset.failed'),
          signIn: t('login.submit'),
        }}
      />
    </PasswordPageFrame>
  );
}
