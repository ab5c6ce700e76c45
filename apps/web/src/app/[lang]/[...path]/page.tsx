import { isSupportedLanguage, matchRoute } from '@workwear/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { admitToRestricted } from '@/app/_routes/routeGuard';
import { ROUTE_PAGES } from '@/app/_routes/routePages';
import { pickQueryParams, queryParamsOfRoute } from '@/app/_routes/routeQuery';
import { ForbiddenPage } from '@/features/account/ForbiddenPage';
import type { RoutePageProps } from '@/lib/routePageProps';

type Props = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Every translated route lands here: the route table in @workwear/domain names the route, and the
 * route registry (app/_routes) names its page, metadata and query parameters.
 */
async function resolve({ params, searchParams }: Props): Promise<RoutePageProps> {
  const [{ lang, path }, query] = await Promise.all([params, searchParams]);
  if (!isSupportedLanguage(lang)) notFound();
  const match = matchRoute(lang, path.map(encodeURIComponent).join('/'));
  if (!match) notFound();
  // Only the parameters the route reads: the page cache keys on the same list (routeQuery.ts).
  const read = pickQueryParams(query, queryParamsOfRoute(match.route.name));
  return { lang, route: match.route, params: match.params, searchParams: read };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await resolve(props);
  const entry = ROUTE_PAGES[page.route.name];
  if (entry) return entry.metadata(page);
  return page.route.restricted ? { robots: { index: false } } : {};
}

export default async function RoutePage(props: Props) {
  const page = await resolve(props);
  const entry = ROUTE_PAGES[page.route.name];
  if (!page.route.restricted) {
    if (entry?.access !== 'public') notFound();
    return entry.render(page);
  }
  const { forbidden, visitor } = await admitToRestricted(page);
  if (forbidden) return <ForbiddenPage language={visitor.language} />;
  if (entry?.access !== 'signedIn') notFound();
  return entry.render(page, visitor);
}
