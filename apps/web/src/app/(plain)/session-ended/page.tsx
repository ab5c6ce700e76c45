import { loginRedirectPath } from '@workwear/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { returnTarget, SessionEndedDialog } from '@/features/auth';
import { getMarket, getPlainPageLanguage } from '@/lib/shopContext';

type Props = { searchParams: Promise<{ returnTo?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('sessionEnded.title') };
}

/**
 * The 440 page (proxy.ts answers with it, status 440, when the API has ended the session): the
 * logged-out modal offers to sign in again and come back to the return path, or to go on without.
 */
export default async function SessionEndedPage({ searchParams }: Props) {
  const [{ returnTo }, { language }, market] = await Promise.all([
    searchParams,
    getPlainPageLanguage(),
    getMarket(),
  ]);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const back = returnTarget(typeof returnTo === 'string' ? returnTo : undefined, market, language);
  return (
    <SessionEndedDialog
      title={t('sessionEnded.title')}
      text={t('sessionEnded.text')}
      signIn={{ label: t('sessionEnded.signIn'), href: loginRedirectPath(back) }}
      proceed={{ label: t('sessionEnded.continue'), href: back }}
    />
  );
}
