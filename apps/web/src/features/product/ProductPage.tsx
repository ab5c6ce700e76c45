import { Suspense } from 'react';
import type { RoutePageProps } from '@/lib/routePageProps';
import { Breadcrumbs } from './Breadcrumbs';
import { JsonLdScript } from './JsonLdScript';
import { ProductChoices } from './ProductChoices';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductHeading } from './ProductHeading';
import { loadProductPageView } from './productPageView';
import { RelatedProducts, RelatedProductsPlaceholder } from './RelatedProducts';
import { SellingPoints } from './SellingPoints';

export { productPageMetadata } from './productMetadata';

/**
 * The product page, rendered on the server: the colour comes from ?color, images switch with
 * ?image, and only the size picker and the size guide run in the browser. Related lists stream in
 * after the product, so a slow or failing list never holds the page back.
 */
export async function ProductPage(page: RoutePageProps) {
  const view = await loadProductPageView(page);

  return (
    <div data-testid="product-page" className="mx-auto max-w-7xl px-4 pb-16 pt-3 sm:pt-6">
      <JsonLdScript json={view.jsonLd} />
      <Breadcrumbs {...view.breadcrumbs} />
      {/* Phones: tighter gaps, so the name, price and sizes follow the image on the first screen. */}
      <div className="mt-3 grid gap-4 sm:mt-4 sm:gap-8 lg:mt-6 lg:grid-cols-12 lg:gap-12">
        <div className="lg:sticky lg:top-4 lg:col-span-7 lg:self-start">
          <ProductGallery {...view.gallery} />
        </div>
        <div className="flex flex-col gap-4 sm:gap-6 lg:col-span-5">
          <ProductHeading {...view.heading} />
          <ProductChoices view={view} />
          <SellingPoints {...view.sellingPoints} />
        </div>
      </div>
      <div className="mt-14">
        <ProductDetails {...view.details} />
      </div>
      <Suspense fallback={<RelatedProductsPlaceholder label={view.relatedLoading} />}>
        <RelatedProducts {...view.related} />
      </Suspense>
    </div>
  );
}
