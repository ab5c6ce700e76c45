import { publicPage } from '@/app/_routes/routePage';
import { getFeatureFlags } from '@/features/flags';
import { ProductPage, productPageMetadata, StickyBuyBoxProductPage } from '@/features/product';
import type { RoutePageProps } from '@/lib/routePageProps';

/**
 * The product page in the market's layout: with UseNewProductDetailsPage on (never in production) the
 * one with the sticky buy box and product information in disclosures, else the established one.
 * Both render the same view (productPageView.ts); the flag is per market, as the page cache is.
 */
async function productPage(page: RoutePageProps) {
  const flags = await getFeatureFlags();
  return flags.isOn('UseNewProductDetailsPage') ? (
    <StickyBuyBoxProductPage {...page} />
  ) : (
    <ProductPage {...page} />
  );
}

const route = publicPage('Product', productPage, productPageMetadata);

export const generateMetadata = route.generateMetadata;
export default route.Page;
