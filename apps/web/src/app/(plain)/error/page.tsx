import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return { title: t('errors.errorTitle') };
}

type Props = { searchParams: Promise<{ code?: string | string[] }> };

/** Where a failure to load start-up data lands (/error?code=100). "Try again" reloads the shop. */
export default async function ErrorPage({ searchParams }: Props) {
  const [{ code }, { language }] = await Promise.all([searchParams, getPlainPageLanguage()]);
  const t = await getTranslations({ locale: language, namespace: 'common' });
  const shownCode = typeof code === 'string' && /^\d{1,4}$/.test(code) ? code : undefined;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t('errors.errorTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('errors.errorText')}</p>
      {shownCode && (
        <p className="mt-2 text-sm text-slate-500" data-testid="error-code">
          {t('errors.errorCode', { code: shownCode })}
        </p>
      )}
      <a
        href={`/${language}`}
        className="mt-6 inline-block rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t('errors.tryAgain')}
      </a>
    </section>
  );
}
