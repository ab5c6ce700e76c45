import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm, PasswordPageFrame } from '@/features/auth';
import { getShopContext } from '@/lib/shopContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('forgot.title'), robots: { index: false } };
}

/** /{lang}/forgot-password: asks the API to e-mail a reset link (the login page links here). */
export default async function ForgotPasswordPage({ params }: Props) {
  const { language } = await getShopContext((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <PasswordPageFrame
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      footer={
        <a href="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('forgot.backToLogin')}
        </a>
      }
    >
      <ForgotPasswordForm
        texts={{
          userName: t('login.userName'),
          submit: t('forgot.submit'),
          required: t('login.required'),
          sent: t('forgot.sent'),
          failed: t('forgot.failed'),
          tooMany: t('forgot.tooMany'),
        }}
      />
    </PasswordPageFrame>
  );
}
