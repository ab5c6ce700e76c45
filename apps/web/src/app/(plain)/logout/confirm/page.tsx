import { routePath } from '@workwear/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { logoutHref } from '@/features/auth';
import { getPlainPageLanguage } from '@/lib/shopContext';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('logoutConfirm.title') };
}

/**
 * Where the logout route sends a request another site made (app/logout/route.ts): signing out
 * takes the visitor's own click, a form posted from this page. Plain HTML, so it works without script.
 */
export default async function LogoutConfirmPage() {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('logoutConfirm.title')}</h1>
      <p className="mt-3 text-slate-600">{t('logoutConfirm.text')}</p>
      <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <form action={logoutHref(language)} method="post">
          <button
            type="submit"
            className="rounded-md bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {t('logoutConfirm.signOut')}
          </button>
        </form>
        <a
          href={routePath('Home', language)}
          className="rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:border-slate-500"
        >
          {t('logoutConfirm.stay')}
        </a>
      </div>
    </section>
  );
}
