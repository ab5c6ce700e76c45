import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { ListLink } from './ListLink';

type Props = {
  language: Language;
  retryHref: string;
  /** Given when the API refused the URL's filters (say, a value that no longer exists): the way out. */
  clearHref?: string | null;
};

/**
 * The list could not be loaded. The shell stays; "try again" is a plain link to the same URL, so
 * the retry is a fresh request even if the client router's state is what went wrong.
 */
export async function ListError({ language, retryHref, clearHref = null }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'catalog' });
  return (
    <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-red-900">{t('error.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-red-900">
        {clearHref ? t('error.refusedText') : t('error.text')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={retryHref}
          className="rounded-md border border-slate-900 bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('error.retry')}
        </a>
        {clearHref && (
          <ListLink
            href={clearHref}
            rel="nofollow"
            className="rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 hover:border-slate-900"
          >
            {t('active.clear')}
          </ListLink>
        )}
      </div>
    </div>
  );
}
