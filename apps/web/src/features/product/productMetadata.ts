import type { Metadata } from 'next';
import { pageAlternates } from '@/features/seo';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import { loadProduct, uniqueNameOf } from './productData';
import { requestedColour } from './selectedColour';

/**
 * Title and description from the product's SEO texts (else its name and description), hreflang
 * alternates (the canonical URL leaves ?color out), and the shown colour's image for sharing.
 */
export async function productPageMetadata(page: RoutePageProps): Promise<Metadata> {
  const [context, product] = await Promise.all([
    getShopContext(page.lang),
    loadProduct(page.lang, uniqueNameOf(page)),
  ]);
  const requested = requestedColour(page.searchParams.color);
  const variant =
    product.variants.find((v) => v.colorCodeId === requested) ??
    product.variants.find((v) => v.partNo === product.partNo) ??
    product.variants[0];
  const title = product.seo.title || product.name;
  const description = product.seo.description || product.description;
  return {
    title,
    description,
    alternates: await pageAlternates(context),
    openGraph: {
      type: 'website',
      title,
      description,
      url: context.pathname,
      images: variant?.imageUrl ? [{ url: variant.imageUrl, alt: product.name }] : undefined,
    },
  };
}
