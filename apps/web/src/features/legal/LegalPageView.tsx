import { isSupportedLanguage, legalPageOfRoute } from '@workwear/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAlternates } from '@/features/seo';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import { LegalBody } from './LegalBody';
import { loadLegalPage } from './legalData';
import { legalLinks } from './legalTexts';

/** The legal page a route shows; a route of another page never reaches the Legal folder (routeTable). */
function pageOf(page: RoutePageProps) {
  const legal = legalPageOfRoute(page.route.name);
  if (!legal || !isSupportedLanguage(page.lang)) notFound();
  return { legal, language: page.lang };
}

/** The stored title, canonical URL and hreflang alternates; the page's own words when the text is missing. */
export async function legalPageMetadata(page: RoutePageProps): Promise<Metadata> {
  const { legal, language } = pageOf(page);
  const [context, result, t] = await Promise.all([
    getShopContext(language),
    loadLegalPage(language, legal),
    getTranslations({ locale: language, namespace: 'legal' }),
  ]);
  const title = result.kind === 'found' ? result.content.title : t(`pages.${legal}` as never);
  return { title, alternates: await pageAlternates(context) };
}

/**
 * Terms of sale, privacy, withdrawal and returns, contact, cookies: the market's text in the page's
 * language (the cms module's data), with the other legal pages beside it. A market without the page
 * answers 404; an API that does not answer gets a page that says so.
 */
export async function LegalPageView(page: RoutePageProps) {
  const { legal, language } = pageOf(page);
  const [context, result, links, t] = await Promise.all([
    getShopContext(language),
    loadLegalPage(language, legal),
    legalLinks(language),
    getTranslations({ locale: language, namespace: 'legal' }),
  ]);
  if (result.kind === 'missing') notFound();
  const updated =
    result.kind === 'found'
      ? new Intl.DateTimeFormat(context.culture, { dateStyle: 'long' }).format(
          new Date(result.content.updatedAt),
        )
      : null;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-12">
      <article className="lg:col-span-8" data-testid="legal-page" data-page={legal}>
        <h1 className="text-3xl font-bold text-slate-900">
          {result.kind === 'found' ? result.content.title : t(`pages.${legal}` as never)}
        </h1>
        {result.kind === 'found' ? (
          <>
            <p className="mt-2 text-sm text-slate-600">{t('page.updated', { date: updated ?? '' })}</p>
            <div className="mt-6">
              <LegalBody body={result.content.body} />
            </div>
          </>
        ) : (
          <p role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
            {t('page.unavailable')}
          </p>
        )}
      </article>
      <nav aria-labelledby="legal-nav-heading" className="lg:col-span-4">
        <h2 id="legal-nav-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('footer.information')}
        </h2>
        <ul className="mt-3 space-y-1 border-l border-slate-200">
          {links.map((link) => (
            <li key={link.page}>
              <Link
                href={link.href}
                aria-current={link.page === legal ? 'page' : undefined}
                className={
                  link.page === legal
                    ? '-ml-px block border-l-2 border-brand-700 py-1 pl-4 font-semibold text-slate-900'
                    : 'block py-1 pl-4 text-slate-700 underline-offset-2 hover:text-slate-900 hover:underline'
                }
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
