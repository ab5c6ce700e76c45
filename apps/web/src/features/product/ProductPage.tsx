import type { Metadata } from 'next';
import type { RoutePageProps } from '@/features/shell/routePageProps';

export async function productPageMetadata(_page: RoutePageProps): Promise<Metadata> {
  return {};
}

// Placeholder until the product page feature lands.
export async function ProductPage(page: RoutePageProps) {
  return <p className="p-8">{page.params.uniqueName}</p>;
}
