import type { ProductVariants, VariantDetail } from '@workwear/contracts';
import { invalidParameter, notFound, PART_NO_LENGTH } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import { findProductBySku, loadVariants, type ProductRef } from '../products';
import { checkedPartNos } from './checkedPartNos';
import { shownVariants, toVariant } from './detailView';
import { pricedVariants } from './pricedVariants';
import { found, type ProductDetailDeps } from './productDetailDeps';

/** Every colour of a product, named and priced as the product's detail shows them. */
async function variantsOf(
  deps: ProductDetailDeps,
  ctx: MarketRequestContext,
  ref: ProductRef,
  includeMarketPrice: boolean,
) {
  const [{ dict, priceList }, prices, nonSellable] = await Promise.all([
    deps.dictionaries.forMarket(ctx),
    deps.pricing.contextFor(ctx, { includeMarketPrice }),
    deps.features.nonSellableShown(ctx.market),
  ]);
  const loaded = await loadVariants(deps.handle, ref.productId);
  const variants = shownVariants(
    await pricedVariants(deps, prices, priceList, loaded.variants),
    loaded.skus,
    nonSellable,
  );
  if (variants.length === 0) throw notFound(`Product '${ref.basePartNo}'`);
  const pricing_ = { dict, priceList, includeMarketPrice: prices.marketPrice };
  return {
    owner: { basePartNo: ref.basePartNo, uniqueName: ref.uniqueName, currency: priceList.currency },
    variants: variants.map((v) => toVariant(v, loaded.skus, pricing_)),
  };
}

/** Every colour of the product a base or colour part number names, with sizes, stock and prices. */
export async function productColours(
  deps: ProductDetailDeps,
  ctx: MarketRequestContext,
  partNo: string,
  includeMarketPrice: boolean,
): Promise<ProductVariants> {
  checkedPartNos('partNo', [partNo]);
  const ref = found(await findProductBySku(deps.handle, partNo), `Product '${partNo}'`);
  const { owner, variants } = await variantsOf(deps, ctx, ref, includeMarketPrice);
  return { ...owner, variants };
}

/** The colour a sku or colour part number belongs to, with all its sizes, their stock and its price. */
export async function productColour(
  deps: ProductDetailDeps,
  ctx: MarketRequestContext,
  sku: string,
  includeMarketPrice: boolean,
): Promise<VariantDetail> {
  if (plainText('sku', sku).length < PART_NO_LENGTH)
    throw invalidParameter('sku', 'Is not a sku or colour part number (12 characters or more).');
  const ref = found(await findProductBySku(deps.handle, sku), `Variant '${sku}'`);
  const { owner, variants } = await variantsOf(deps, ctx, ref, includeMarketPrice);
  const variant = variants.find((v) => v.partNo === ref.partNo);
  if (!variant) throw notFound(`Variant '${sku}'`);
  return { ...variant, ...owner };
}
