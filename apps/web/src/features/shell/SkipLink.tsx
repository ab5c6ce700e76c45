import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

export async function SkipLink({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  );
}
