import type { RouteName } from '@workwear/domain';
import type { Metadata } from 'next';
import type { RoutePageProps } from '@/features/shell/routePageProps';

const LIST_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'Products',
  'ProductsByGroup',
  'ProductsByFamily',
  'ProductsMen',
  'ProductsWomen',
  'ProductsByCategory',
  'ProductsByBaseCategory',
]);

export function isProductListRoute(name: RouteName): boolean {
  return LIST_ROUTES.has(name);
}

export async function productListMetadata(_page: RoutePageProps): Promise<Metadata> {
  return {};
}

// Placeholder until the product list feature lands.
export async function ProductListPage(page: RoutePageProps) {
  return <p className="p-8">{page.route.name}</p>;
}
