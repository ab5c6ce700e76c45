import type { ProductDetail } from '@workwear/contracts';
import { notFound } from '@workwear/domain';
import { type MarketRequestContext, textLocaleOfContext } from '../../context/requestContext';
import { loadProductDetail } from '../products';
import { shownVariants, toProductDetail } from './detailView';
import { pricedVariants } from './pricedVariants';
import { found, type ProductDetailDeps } from './productDetailDeps';

/** The product a key names (404 naming the key when none), in one statement. */
export async function productPage(
  deps: ProductDetailDeps,
  ctx: MarketRequestContext,
  key: { sku: string } | { uniqueName: string },
  includeMarketPrice: boolean,
): Promise<ProductDetail> {
  const [{ dict, priceList }, prices, nonSellable] = await Promise.all([
    deps.dictionaries.forMarket(ctx),
    deps.pricing.contextFor(ctx, { includeMarketPrice }),
    deps.features.nonSellableShown(ctx.market),
  ]);
  const loaded = await loadProductDetail(deps.handle, key, textLocaleOfContext(ctx));
  const ref = found(loaded?.ref, `Product '${'sku' in key ? key.sku : key.uniqueName}'`);
  const rows = loaded?.product ? { ...loaded, product: loaded.product } : undefined;
  const variants = rows
    ? shownVariants(await pricedVariants(deps, prices, priceList, rows.variants), rows.skus, nonSellable)
    : [];
  // A product is shown as one of its colours: the one the key named, else its first that can be
  // ordered, else its first. One without any colour (for this principal, in this market) has no
  // 12-character part number to be shown as: not found.
  const partNo = variants.some((v) => v.partNo === ref.partNo)
    ? ref.partNo
    : (variants.find((v) => v.sellable) ?? variants[0])?.partNo;
  if (!rows || !partNo) throw notFound(`Product '${ref.basePartNo}'`);
  return toProductDetail(
    partNo,
    { ...rows, variants },
    { dict, priceList, includeMarketPrice: prices.marketPrice, pricesHidden: !prices.display.showPrices },
  );
}
