import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { RoutePageProps } from '@/lib/routePageProps';
import { Disclosure } from '@/ui';
import { Breadcrumbs } from './Breadcrumbs';
import { JsonLdScript } from './JsonLdScript';
import { ProductChoices } from './ProductChoices';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductHeading } from './ProductHeading';
import { productDocuments, productInfoSections } from './productInfoSections';
import { loadProductPageView } from './productPageView';
import { RelatedProducts, RelatedProductsPlaceholder } from './RelatedProducts';
import { SellingPoints } from './SellingPoints';
import { SizeGuideContent } from './SizeGuideContent';
import { SizeGuidePdfLink } from './SizeGuidePdfLink';
import { sizeGuideProps } from './sizeGuideProps';

/**
 * The new product details page (feature flag UseNewProductDetailsPage; production forces it off).
 * The same pieces as ProductPage, from the same view, arranged for buying:
 * - from lg up two columns (half and half, from 1200 px 7:5, so four size tiles keep their dates on one
 *   line): the gallery with its thumbnails in a rail beside the image, and beside it
 *   the buy box (heading, price and tax, colours, stock, sizes), which stays in view (sticky) while
 *   the left column scrolls on through the features and product information; it never grows past
 *   the window (it scrolls inside instead), so nothing in it is out of reach;
 * - on phones one column: the image with a sideways scroll-snap strip of thumbnails, then the buy box
 *   straight after the title, then the rest;
 * - product information as native disclosures (<details>: keyboard and screen readers for free, no
 *   script): description and specifications (open), the size guide's tables inline, and documents;
 * - related products streamed after the first response, in a placeholder of their size.
 * The DOM order is the phone order, so headings and tab order follow it on every width.
 */
export async function StickyBuyBoxProductPage(page: RoutePageProps) {
  const view = await loadProductPageView(page);
  const [t, sizeGuide] = await Promise.all([
    getTranslations({ locale: view.language, namespace: 'product' }),
    sizeGuideProps(view.guide, view.language, view.culture),
  ]);
  const documents = productDocuments(sizeGuide.view);
  const sections = productInfoSections({ sizeGuide: sizeGuide.view !== null, documents: documents.length });

  return (
    <div
      data-testid="product-page"
      data-layout="sticky-buy-box"
      className="mx-auto max-w-7xl px-4 pb-16 pt-3 sm:pt-6"
    >
      <JsonLdScript json={view.jsonLd} />
      <Breadcrumbs {...view.breadcrumbs} />
      <div className="mt-3 grid gap-4 sm:mt-4 sm:gap-6 lg:mt-6 lg:grid-cols-12 lg:gap-x-12 lg:gap-y-10">
        <div className="lg:col-span-6 min-[75rem]:col-span-7">
          <ProductGallery {...view.gallery} layout="rail" />
        </div>
        <section
          aria-label={t('buyBox')}
          data-testid="buy-box"
          className="flex flex-col gap-4 sm:gap-6 lg:sticky lg:top-4 lg:col-span-6 lg:row-span-2 min-[75rem]:col-span-5 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-6 lg:shadow-sm"
        >
          <ProductHeading {...view.heading} />
          <ProductChoices view={view} />
        </section>
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-6 min-[75rem]:col-span-7">
          <SellingPoints {...view.sellingPoints} />
          <section
            aria-label={t('info.label')}
            data-testid="product-info"
            className="border-t border-slate-200"
          >
            {sections.map((section) => {
              if (section === 'details')
                return (
                  <Disclosure key={section} summary={t('info.details')} open testId="info-details">
                    <ProductDetails {...view.details} />
                  </Disclosure>
                );
              if (section === 'sizeGuide' && sizeGuide.view)
                return (
                  <Disclosure key={section} summary={sizeGuide.texts.title} testId="info-size-guide">
                    <SizeGuideContent view={sizeGuide.view} texts={sizeGuide.texts} />
                  </Disclosure>
                );
              return (
                <Disclosure key={section} summary={t('info.documents')} testId="info-documents">
                  <ul className="space-y-2">
                    {documents.map((doc) => (
                      <li key={doc.href}>
                        <SizeGuidePdfLink href={doc.href} texts={sizeGuide.texts} />
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              );
            })}
          </section>
        </div>
      </div>
      <Suspense fallback={<RelatedProductsPlaceholder label={view.relatedLoading} />}>
        <RelatedProducts {...view.related} />
      </Suspense>
    </div>
  );
}
