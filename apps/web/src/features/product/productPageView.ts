import type { ProductDetail } from '@workwear/contracts';
import {
  BRAND_MANUFACTURER_ID,
  type Language,
  type Market,
  type PriceDisplay,
  productPath,
  routePath,
  showsStockFlag,
} from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { getShopApi } from '@/features/auth';
import { getPriceDisplay, priceMarkLabels, taxLabels, taxLine } from '@/features/pricing';
import { homeCrumb } from '@/features/shell';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import type { Breadcrumbs } from './Breadcrumbs';
import type { ColourOptions } from './ColourOptions';
import { imageIndexOf } from './imageIndex';
import type { NotForSale } from './NotForSale';
import type { ProductDetails } from './ProductDetails';
import type { ProductGallery } from './ProductGallery';
import { type ProductHeading, variantPrice } from './ProductHeading';
import { productColours } from './productColours';
import {
  loadCategory,
  loadOnHand,
  loadProduct,
  loadSizeGuide,
  type SizeGuideResult,
  uniqueNameOf,
} from './productData';
import { productJsonLd, serialiseJsonLd } from './productJsonLd';
import type { RelatedProducts } from './RelatedProducts';
import type { SellingPoints } from './SellingPoints';
import type { SizeChoice } from './SizeChoice';
import type { StockFlag } from './StockFlag';
import { requestedColour } from './selectedColour';
import { offerAvailability, stockFlagOf } from './sizeStock';

/**
 * Everything a product page shows, loaded and worded once, as the props of each product component.
 * Both product page layouts (ProductPage and, behind UseNewProductDetailsPage, ProductDetailsLayoutNew)
 * render from this, so they differ only in how the same pieces are arranged.
 */
export type ProductPageView = {
  readonly language: Language;
  readonly market: Market;
  readonly product: ProductDetail;
  readonly display: PriceDisplay;
  readonly guide: SizeGuideResult;
  readonly culture: string;
  /** The schema.org Product, serialised for a <script type="application/ld+json">. */
  readonly jsonLd: string;
  readonly breadcrumbs: ComponentProps<typeof Breadcrumbs>;
  readonly gallery: Omit<ComponentProps<typeof ProductGallery>, 'layout'>;
  readonly heading: ComponentProps<typeof ProductHeading>;
  /** The colours on offer; null when none can be offered. */
  readonly colours: ComponentProps<typeof ColourOptions> | null;
  /** Why nothing can be chosen (out of stock, or not sold in this market); null when something can. */
  readonly availabilityNotice: string | null;
  /**
   * The shown colour cannot be ordered (the API sends such colours only where the market's
   * UseDisplayNonSellableProducts is on): said in place of stock and sizes, and of the price in the
   * heading. Null for a colour that can be ordered.
   */
  readonly notForSale: ComponentProps<typeof NotForSale> | null;
  /** Only for markets that show a stock flag (showsStockFlag). */
  readonly stockFlag: ComponentProps<typeof StockFlag> | null;
  readonly sizeChoice: ComponentProps<typeof SizeChoice> | null;
  readonly sellingPoints: ComponentProps<typeof SellingPoints>;
  readonly details: ComponentProps<typeof ProductDetails>;
  readonly related: ComponentProps<typeof RelatedProducts>;
  readonly relatedLoading: string;
};

/** What the product page is made of: the product, its stock and colours, and the page's texts. */
async function loadPageData(page: RoutePageProps) {
  const context = await getShopContext(page.lang);
  const { language, market } = context;
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

  const { offered, selected, variant, notForSale } = productColours(
    product,
    onHand,
    requestedColour(page.searchParams.color),
  );
  const [home, tax, marks, taxText] = await Promise.all([
    homeCrumb(language),
    taxLabels(language),
    priceMarkLabels(language),
    taxLine(language, market, variantPrice(variant), display),
  ]);
  return {
    context,
    product,
    t,
    common,
    // ?size: a sku searched for, chosen when the page opens; read as ?color is.
    chosenSku: requestedColour(page.searchParams.size),
    display,
    guide,
    category,
    offered,
    selected,
    variant,
    notForSale,
    home,
    tax,
    marks,
    taxText,
  };
}

type PageData = Awaited<ReturnType<typeof loadPageData>>;

/** The description, parametrics and facts under the product. */
function detailsOf({ product, t }: PageData, partNo: string, colourName: string): ProductPageView['details'] {
  return {
    description: product.description,
    parametrics: product.parametrics,
    facts: [
      { term: t('details.partNo'), value: partNo },
      { term: t('details.basePartNo'), value: product.basePartNo },
      ...(colourName ? [{ term: t('details.colour'), value: colourName }] : []),
      {
        term: t('details.manufacturer'),
        value:
          product.manufacturerId === BRAND_MANUFACTURER_ID ? t('details.ownBrand') : t('details.otherBrand'),
      },
    ],
    texts: { description: t('description'), details: t('details.title') },
  };
}

/** The product's images of the shown colour, each one a link of its own (it works without script). */
function galleryOf(
  { product, t }: PageData,
  images: string[],
  selectedIndex: number,
  hrefWith: (params: Record<string, string>) => string,
  colourCode: string | undefined,
  colourName: string,
): ProductPageView['gallery'] {
  return {
    images,
    selectedIndex,
    hrefs: images.map((_, i) =>
      hrefWith({ ...(colourCode ? { color: colourCode } : {}), image: String(i + 1) }),
    ),
    alt: colourName ? t('gallery.image', { name: product.name, colour: colourName }) : product.name,
    texts: {
      label: t('gallery.label'),
      thumbnails: t('gallery.thumbnails'),
      thumbnail: (index, count) => t('gallery.thumbnail', { index, count }),
    },
  };
}

export async function loadProductPageView(page: RoutePageProps): Promise<ProductPageView> {
  const data = await loadPageData(page);
  const { context, product, t, common, display, guide, category, offered, selected, variant, notForSale } =
    data;
  const { language, market, culture } = context;
  const { home, tax, marks, taxText, chosenSku } = data;
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

  return {
    language,
    market,
    product,
    display,
    guide,
    culture,
    jsonLd: serialiseJsonLd(jsonLd),
    breadcrumbs: {
      label: t('breadcrumb'),
      items: [
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
      ],
    },
    gallery: galleryOf(
      data,
      images,
      imageIndexOf(page.searchParams.image, images.length),
      hrefWith,
      colourCode,
      colourName,
    ),
    heading: {
      product,
      variant,
      display,
      market,
      texts: {
        flags: t('flags'),
        partNo: t('partNo', { partNo }),
        ...tax,
        noPrice: common('card.noPrice'),
        marks,
      },
      taxLine: taxText,
      notForSale: notForSale ? common('notForSale.label') : undefined,
    },
    colours:
      (selected || notForSale) && offered.length > 0
        ? {
            heading: t('colour.selected', { colour: colourName }),
            options: offered.map((entry) => ({
              code: entry.colourCode,
              name: entry.variant.colorName ?? entry.colourCode,
              hex: entry.variant.hex,
              imageUrl: entry.variant.imageUrl,
              href: hrefWith({ color: entry.colourCode }),
              selected: entry.colourCode === selected?.colourCode,
            })),
          }
        : null,
    availabilityNotice:
      offered.length === 0 && !notForSale ? (selected ? t('outOfStock') : t('unavailable')) : null,
    notForSale: notForSale
      ? // Another colour may still be ordered, or none of the product's.
        { text: common(offered.length > 0 ? 'notForSale.colour' : 'notForSale.product') }
      : null,
    stockFlag:
      selected && showsStockFlag(market)
        ? {
            level: stockFlagOf(selected),
            label: t('stockFlag.label'),
            text: t(`stockFlag.${stockFlagOf(selected)}`),
          }
        : null,
    sizeChoice: selected
      ? { entry: selected, guide, language, culture, quantityFactor: product.quantityFactor, chosenSku }
      : null,
    sellingPoints: { points: product.usps, heading: t('sellingPoints') },
    details: detailsOf(data, partNo, colourName),
    related: {
      lang: page.lang,
      language,
      market,
      display,
      basePartNo: product.basePartNo,
      titles: {
        siblings: t('related.siblings'),
        accessories: t('related.accessories'),
        similar: t('related.similar'),
        recommendations: t('related.recommendations'),
      },
    },
    relatedLoading: t('related.loading'),
  };
}
