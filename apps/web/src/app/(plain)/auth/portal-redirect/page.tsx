import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('portal.title') };
}

/**
 * Where a punch-out session goes when it asks to switch company (spec): its company is chosen in the
 * buyer's purchasing system, so the way back is there. The punch-out return itself arrives with the
 * punch-out issue.
 */
export default async function PortalRedirectPage() {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="portal-redirect">
      <h1 className="text-2xl font-bold">{t('portal.title')}</h1>
      <p className="mt-3 text-slate-600">{t('portal.text')}</p>
    </section>
  );
}
