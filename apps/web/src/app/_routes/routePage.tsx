import { isSupportedLanguage, type Language, matchRoute, splitLocalePath } from '@workwear/domain';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ForbiddenPage } from '@/features/account';
import type { SignedIn } from '@/features/auth';
import type { RoutePageProps } from '@/lib/routePageProps';
import { admitToRestricted } from './routeGuard';
import { pickQueryParams } from './routeQuery';
import { type PageFolder, pageFolderOf, queryParamsOfRoute } from './routeTable';

/** A signed-in visitor let through a restricted route's role check (routeGuard.tsx). */
export type AdmittedVisitor = { signedIn: SignedIn; language: Language; culture: string };

/** What Next hands a page folder's page.tsx (proxy.ts rewrote the localized path to it). */
export type PageFolderProps = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type PageMetadata = (page: RoutePageProps) => Promise<Metadata>;
type Rendered = ReactNode | Promise<ReactNode>;

/** A page folder's two exports: its page and what its head says. */
export type FolderPage<P = PageFolderProps> = {
  Page: (props: P) => Promise<ReactNode>;
  generateMetadata: (props: P) => Promise<Metadata>;
};

/**
 * The route a page folder renders, matched again from the path as asked (x-pathname, set by proxy.ts
 * from the same string it matched). A route of another folder, or the folder's own URL typed in
 * (/sv/Product/...), names no route of this folder and answers 404.
 */
async function resolve(
  folder: PageFolder,
  { params, searchParams }: PageFolderProps,
): Promise<RoutePageProps> {
  const [{ lang }, query, requestHeaders] = await Promise.all([params, searchParams, headers()]);
  if (!isSupportedLanguage(lang)) notFound();
  const { prefix, rest } = splitLocalePath(requestHeaders.get('x-pathname') ?? '');
  const match = prefix === lang ? matchRoute(lang, rest) : undefined;
  if (!match || pageFolderOf(match.route.name) !== folder) notFound();
  // Only the parameters the route reads: the page cache keys on the same list (routeTable.ts).
  const read = pickQueryParams(query, queryParamsOfRoute(match.route.name));
  return { lang, route: match.route, params: match.params, searchParams: read };
}

/** A page anyone may open (the route table marks its routes unrestricted). */
export function publicPage(
  folder: PageFolder,
  render: (page: RoutePageProps) => Rendered,
  metadata: PageMetadata,
): FolderPage {
  return {
    Page: async (props) => {
      const page = await resolve(folder, props);
      if (page.route.restricted) notFound();
      return render(page);
    },
    generateMetadata: async (props) => metadata(await resolve(folder, props)),
  };
}

/**
 * A page of restricted routes: rendered only past the route guard, which hands it the visitor; a
 * role not allowed gets the 403 page.
 */
export function signedInPage(
  folder: PageFolder,
  render: (page: RoutePageProps, visitor: AdmittedVisitor) => Rendered,
  metadata: PageMetadata,
): FolderPage {
  return {
    Page: async (props) => {
      const page = await resolve(folder, props);
      if (!page.route.restricted) notFound();
      const { forbidden, visitor } = await admitToRestricted(page);
      if (forbidden) return <ForbiddenPage language={visitor.language} />;
      return render(page, visitor);
    },
    generateMetadata: async (props) => metadata(await resolve(folder, props)),
  };
}

/** What Next hands the catch-all: the path under /{lang} that proxy.ts did not rewrite. */
export type NoRouteProps = { params: Promise<{ lang: string; path: string[] }> };

/** The route a path names that has no page folder (yet): its page arrives with a later issue. */
async function routeWithoutPage({ params }: NoRouteProps): Promise<RoutePageProps | undefined> {
  const { lang, path } = await params;
  if (!isSupportedLanguage(lang)) return undefined;
  const match = matchRoute(lang, path.map(encodeURIComponent).join('/'));
  return match && { lang, route: match.route, params: match.params, searchParams: {} };
}

/**
 * The catch-all's answer: 404, except that a restricted route refuses a role not allowed with the 403
 * page first (a client-side navigation there: proxy.ts redirects documents), as every restricted
 * route does whether or not its page exists yet.
 */
export const noRoutePage: FolderPage<NoRouteProps> = {
  Page: async (props) => {
    const page = await routeWithoutPage(props);
    if (page?.route.restricted) {
      const { forbidden, visitor } = await admitToRestricted(page);
      if (forbidden) return <ForbiddenPage language={visitor.language} />;
    }
    notFound();
  },
  generateMetadata: async (props) =>
    (await routeWithoutPage(props))?.route.restricted ? { robots: { index: false } } : {},
};

/** A page about one visitor's cart or account: titled from its messages and never indexed. */
export function unindexedTitle(namespace: string, key: string): PageMetadata {
  return async (page) => {
    const t = await getTranslations({ locale: page.lang, namespace });
    return { title: t(key), robots: { index: false } };
  };
}
