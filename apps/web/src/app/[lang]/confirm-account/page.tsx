import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmAccountForm, PasswordPageFrame } from '@/features/auth';
import { getShopContext } from '@/lib/shopContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('confirm.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** /{lang}/confirm-account?token=...: the page the create-account e-mail links to (auth accountConfirmation.ts). */
export default async function ConfirmAccountPage({ params }: Props) {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <PasswordPageFrame title={t('confirm.title')} lead={t('confirm.lead')}>
      <ConfirmAccountForm
        loginHref={`/login?returnTo=${encodeURIComponent(`/${language}`)}`}
        texts={{
          submit: t('confirm.submit'),
          done: t('confirm.done'),
          badLink: t('confirm.badLink'),
          missingToken: t('reset.missingToken'),
          failed: t('confirm.failed'),
          signIn: t('login.submit'),
        }}
      />
    </PasswordPageFrame>
  );
}
