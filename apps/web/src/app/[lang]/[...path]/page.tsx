import { isSupportedLanguage, matchRoute } from '@workwear/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isProductListRoute } from '@/features/catalog/listRoutes';
import { ProductListPage, productListMetadata } from '@/features/catalog/ProductListPage';
import { ProductPage, productPageMetadata } from '@/features/product/ProductPage';
import { pickQueryParams, queryParamsOfRoute } from '@/features/shell/pageQuery';
import type { RoutePageProps } from '@/features/shell/routePageProps';

type Props = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Every translated route lands here: the route table in @workwear/domain names the page, and the
 * feature renders it. Routes whose pages arrive with later issues (checkout, account, company) are
 * in the table already, so guards and language switching work for them; they answer 404 until then.
 */
async function resolve({ params, searchParams }: Props): Promise<RoutePageProps> {
  const [{ lang, path }, query] = await Promise.all([params, searchParams]);
  if (!isSupportedLanguage(lang)) notFound();
  const match = matchRoute(lang, path.map(encodeURIComponent).join('/'));
  if (!match) notFound();
  // Only the parameters the route reads: the page cache keys on the same list (pageQuery.ts).
  const read = pickQueryParams(query, queryParamsOfRoute(match.route.name));
  return { lang, route: match.route, params: match.params, searchParams: read };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await resolve(props);
  if (isProductListRoute(page.route.name)) return productListMetadata(page);
  if (page.route.name === 'Product') return productPageMetadata(page);
  return {};
}

export default async function RoutePage(props: Props) {
  const page = await resolve(props);
  if (isProductListRoute(page.route.name)) return <ProductListPage {...page} />;
  if (page.route.name === 'Product') return <ProductPage {...page} />;
  notFound();
}
