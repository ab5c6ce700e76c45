import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return { title: t('login.title') };
}

/**
 * Restricted routes send anonymous visitors here with a returnTo (the route guard in proxy.ts).
 * Sign-in itself arrives with the accounts issue; until then this page says so plainly and offers
 * no form that could not work.
 */
export default async function LoginPage() {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('login.title')}</h1>
      <p className="mt-3 text-slate-600">{t('login.text')}</p>
      <a
        href={`/${language}`}
        className="mt-6 inline-block rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t('login.continue')}
      </a>
    </section>
  );
}
