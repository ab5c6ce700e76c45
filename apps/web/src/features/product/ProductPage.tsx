import { BRAND_MANUFACTURER_ID, productPath, routePath, showsStockFlag } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { getPriceDisplay } from '@/features/pricing/priceDisplayFor';
import { taxLabels } from '@/features/pricing/taxLabels';
import { taxLine } from '@/features/pricing/taxLine';
import { homeCrumb } from '@/features/shell/homeCrumb';
import type { RoutePageProps } from '@/features/shell/routePageProps';
import { getShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';
import { Breadcrumbs } from './Breadcrumbs';
import { ColourOptions } from './ColourOptions';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductHeading, variantPrice } from './ProductHeading';
import { productColours } from './productColours';
import { loadCategory, loadOnHand, loadProduct, loadSizeGuide, uniqueNameOf } from './productData';
import { productJsonLd, serialiseJsonLd } from './productJsonLd';
import { RelatedProducts, RelatedProductsPlaceholder } from './RelatedProducts';
import { SellingPoints } from './SellingPoints';
import { SizeChoice } from './SizeChoice';
import { StockFlag } from './StockFlag';
import { requestedColour } from './selectedColour';
import { offerAvailability, stockFlagOf } from './sizeStock';

export { productPageMetadata } from './productMetadata';

/** ?image=n (1-based) as an index into the images, the first one when absent or out of range. */
function imageIndexOf(value: RoutePageProps['searchParams'][string], count: number): number {
  const n = Number(typeof value === 'string' ? value : value?.[0]);
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * The product page, rendered on the server: the colour comes from ?color, images switch with
 * ?image, and only the size picker and the size guide run in the browser. Related lists stream in
 * after the product, so a slow or failing list never holds the page back.
 */
export async function ProductPage(page: RoutePageProps) {
  const context = await getShopContext(page.lang);
  const { language, market, culture } = context;
  const [product, api] = await Promise.all([
    loadProduct(page.lang, uniqueNameOf(page)),
    getShopApi(page.lang),
  ]);
  const [t, common, display, onHand, guide, category] = await Promise.all([
    getTranslations({ locale: language, namespace: 'product' }),
    getTranslations({ locale: language, namespace: 'common' }),
    getPriceDisplay(page.lang),
    loadOnHand(api, product, market),
    loadSizeGuide(api, product),
    loadCategory(api, product),
  ]);

  const { offered, selected, variant } = productColours(
    product,
    onHand,
    requestedColour(page.searchParams.color),
  );
  const [home, tax, taxText] = await Promise.all([
    homeCrumb(language),
    taxLabels(language),
    taxLine(language, market, variantPrice(variant), display),
  ]);
  const pagePath = productPath(language, product.uniqueName);
  const colourCode = selected?.colourCode ?? variant?.colorCodeId ?? undefined;
  const colourName = variant?.colorName ?? colourCode ?? '';
  const hrefWith = (params: Record<string, string>) =>
    `${pagePath}?${new URLSearchParams(params).toString()}`;
  const images = variant ? (variant.images.length > 0 ? variant.images : [variant.imageUrl]) : [];
  const partNo = variant?.partNo ?? product.partNo;

  const jsonLd = productJsonLd({
    product,
    variant,
    display,
    availability: offerAvailability(selected ? [...selected.sizes, ...selected.sizeAlternates] : []),
    url: `${context.origin}${pagePath}`,
    origin: context.origin,
  });

  return (
    <div data-testid="product-page" className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:pt-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (serialiseJsonLd).
        dangerouslySetInnerHTML={{ __html: serialiseJsonLd(jsonLd) }}
      />
      <Breadcrumbs
        label={t('breadcrumb')}
        items={[
          home,
          ...(category
            ? [
                {
                  label: category.name,
                  href: routePath('ProductsByCategory', language, { categorySlug: category.slug }),
                },
              ]
            : []),
          { label: product.name },
        ]}
      />
      <div className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-12 lg:gap-12">
        <div className="lg:sticky lg:top-4 lg:col-span-7 lg:self-start">
          <ProductGallery
            images={images}
            selectedIndex={imageIndexOf(page.searchParams.image, images.length)}
            hrefs={images.map((_, i) =>
              hrefWith({ ...(colourCode ? { color: colourCode } : {}), image: String(i + 1) }),
            )}
            alt={colourName ? t('gallery.image', { name: product.name, colour: colourName }) : product.name}
            texts={{
              label: t('gallery.label'),
              thumbnails: t('gallery.thumbnails'),
              thumbnail: (index, count) => t('gallery.thumbnail', { index, count }),
            }}
          />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-5">
          <ProductHeading
            product={product}
            variant={variant}
            display={display}
            market={market}
            texts={{
              flags: t('flags'),
              partNo: t('partNo', { partNo }),
              ...tax,
              noPrice: common('card.noPrice'),
            }}
            taxLine={taxText}
          />
          {selected && offered.length > 0 && (
            <ColourOptions
              heading={t('colour.selected', { colour: colourName })}
              options={offered.map((entry) => ({
                code: entry.colourCode,
                name: entry.variant.colorName ?? entry.colourCode,
                hex: entry.variant.hex,
                imageUrl: entry.variant.imageUrl,
                href: hrefWith({ color: entry.colourCode }),
                selected: entry.colourCode === selected.colourCode,
              }))}
            />
          )}
          {offered.length === 0 && (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
            >
              {selected ? t('outOfStock') : t('unavailable')}
            </p>
          )}
          {selected && showsStockFlag(market) && (
            <StockFlag
              level={stockFlagOf(selected)}
              label={t('stockFlag.label')}
              text={t(`stockFlag.${stockFlagOf(selected)}`)}
            />
          )}
          {selected && <SizeChoice entry={selected} guide={guide} language={language} culture={culture} />}
          <SellingPoints points={product.usps} heading={t('sellingPoints')} />
        </div>
      </div>
      <div className="mt-14">
        <ProductDetails
          description={product.description}
          parametrics={product.parametrics}
          facts={[
            { term: t('details.partNo'), value: partNo },
            { term: t('details.basePartNo'), value: product.basePartNo },
            ...(colourName ? [{ term: t('details.colour'), value: colourName }] : []),
            {
              term: t('details.manufacturer'),
              value:
                product.manufacturerId === BRAND_MANUFACTURER_ID
                  ? t('details.ownBrand')
                  : t('details.otherBrand'),
            },
          ]}
          texts={{ description: t('description'), details: t('details.title') }}
        />
      </div>
      <Suspense fallback={<RelatedProductsPlaceholder label={t('related.loading')} />}>
        <RelatedProducts
          lang={page.lang}
          language={language}
          market={market}
          display={display}
          basePartNo={product.basePartNo}
          titles={{
            siblings: t('related.siblings'),
            accessories: t('related.accessories'),
            similar: t('related.similar'),
            recommendations: t('related.recommendations'),
          }}
        />
      </Suspense>
    </div>
  );
}
