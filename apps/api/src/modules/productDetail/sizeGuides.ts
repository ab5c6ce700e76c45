import type { SizeGuide } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import type { MarketContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import { findProductBySku } from '../products';
import { found } from './productDetailDeps';
import { findSizeGuideByCode, loadBodyMeasurementTables, loadSizeGuide } from './sizeGuideRepository';
import { toSizeGuide } from './sizeGuideView';

/** The size guide of the product a sku names, in the market's language. */
export async function sizeGuideOfProduct(
  handle: DatabaseHandle,
  ctx: MarketContext,
  sku: string,
): Promise<SizeGuide> {
  const ref = found(await findProductBySku(handle, plainText('sku', sku)), `Product '${sku}'`);
  return toSizeGuide(await loadSizeGuide(handle, ref.productId, ctx.language), ctx);
}

/**
 * A size guide by its code, for documents made from it: its text in the first of the languages that
 * has one (else null) and its body-measurement tables. Undefined when no guide has the code.
 */
export async function sizeGuideByCode(handle: DatabaseHandle, code: string, languages: readonly Language[]) {
  const guide = await findSizeGuideByCode(handle, plainText('code', code), languages);
  if (!guide) return undefined;
  const tables = await loadBodyMeasurementTables(handle, { sizeGuideId: guide.id });
  return {
    code: guide.code,
    content: guide.content,
    fallbackPdfUrl: guide.fallbackPdfUrl,
    bodyMeasurementsTable: tables,
  };
}
