import type { Language } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/ui';

/** The 404 page's body, in the language of the shell it is shown in. */
export async function NotFoundContent({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('errors.notFoundText')}</p>
      <Link href={`/${language}`} className={buttonClass({ size: 'lg', className: 'mt-6 inline-block' })}>
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
