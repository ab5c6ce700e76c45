import { HttpError } from '@workwear/client';
import type { Category, OnHand, ProductDetail, SizeGuide } from '@workwear/contracts';
import { type GenderSection, genderSectionOf, type Market } from '@workwear/domain';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getShopApi } from '@/features/auth';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import type { ShopApi } from '@/lib/shopApi';

/** The product route's unique name; a route without one names no product. */
export function uniqueNameOf(page: RoutePageProps): string {
  const name = page.params.uniqueName;
  if (!name) notFound();
  return name;
}

/**
 * One fetch per request for the page and its metadata. An unknown unique name is a 404 page, and so
 * is one the API refuses as malformed (400): either way no product has that name.
 */
export const loadProduct = cache(async (lang: string, uniqueName: string): Promise<ProductDetail> => {
  const api = await getShopApi(lang);
  try {
    return await api.product.byUniqueName(uniqueName);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

/**
 * Stock from the on-hand feed where the market uses it. Without it (failure or a market without
 * the feed) the variants' own size figures stand, so the page still renders.
 */
export async function loadOnHand(
  api: ShopApi,
  product: ProductDetail,
  market: Market,
): Promise<OnHand[] | null> {
  if (!market.info.useProductOnHand) return null;
  // A product none of whose colours can be ordered has no sizes, so no stock to ask for.
  if (!product.variants.some((v) => v.sellable)) return [];
  return api.product.baseOnHand(product.basePartNo).catch((error: unknown) => {
    logError('Failed to fetch product stock.', error);
    return null;
  });
}

/** The size guide's loading states as the page renders them: none to load, failed, or finished. */
export type SizeGuideResult =
  | { readonly status: 'none' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'finished';
      readonly guide: SizeGuide;
      /** Which body table the dialog opens on. */
      readonly productGender: GenderSection | undefined;
    };

// Spec (error catalogue): a size-guide load failure disables its button; the page renders on.
export async function loadSizeGuide(api: ShopApi, product: ProductDetail): Promise<SizeGuideResult> {
  if (!product.hasSizeGuide) return { status: 'none' };
  try {
    const guide = await api.product.sizeGuide(product.basePartNo);
    const productGender = genderSectionOf(product.parametrics.flatMap((p) => p.values.map((v) => v.id)));
    return { status: 'finished', guide, productGender };
  } catch (error) {
    logError('Failed to fetch size guide.', error);
    return { status: 'failed' };
  }
}

/** The primary category for the breadcrumb; without it the breadcrumb skips that step. */
export async function loadCategory(api: ShopApi, product: ProductDetail): Promise<Category | null> {
  return api.product.category(product.primaryCategoryId).catch((error: unknown) => {
    logError('Failed to fetch product category.', error);
    return null;
  });
}
