import { type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/ui';

/** The 403 page a client-side navigation gets for a route the role may not open (spec). */
export async function ForbiddenPage({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="forbidden" data-status="403">
      <p className="text-sm font-semibold text-brand-700">403</p>
      <h1 className="mt-1 text-3xl font-bold">{t('forbidden.title')}</h1>
      <p className="mt-3 text-slate-600">{t('forbidden.text')}</p>
      <ButtonLink href={routePath('Home', language)} size="lg" className="mt-6 inline-block">
        {t('forbidden.home')}
      </ButtonLink>
    </section>
  );
}
