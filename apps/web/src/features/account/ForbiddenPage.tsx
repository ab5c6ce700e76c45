import { type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The 403 page a client-side navigation gets for a route the role may not open (spec). */
export async function ForbiddenPage({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="forbidden" data-status="403">
      <p className="text-sm font-semibold text-brand-700">403</p>
      <h1 className="mt-1 text-3xl font-bold">{t('forbidden.title')}</h1>
      <p className="mt-3 text-slate-600">{t('forbidden.text')}</p>
      <a
        href={routePath('Home', language)}
        className="mt-6 inline-block rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t('forbidden.home')}
      </a>
    </section>
  );
}
