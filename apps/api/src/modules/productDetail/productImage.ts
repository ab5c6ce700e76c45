import type { DatabaseHandle } from '@workwear/db';
import { invalidParameter, isPartNo, notFound } from '@workwear/domain';
import { findVariantLook } from '../products';
import { garmentSvg } from './garmentSvg';

/** A variant's generated picture at an angle ('2.svg'); 404 past its image count. */
export async function productImage(handle: DatabaseHandle, partNo: string, file: string): Promise<string> {
  if (!isPartNo(partNo))
    throw invalidParameter('partNo', 'Is not a colour part number (12 letters or digits).');
  const angle = Number.parseInt(file, 10);
  const look = await findVariantLook(handle, partNo);
  if (!look || angle < 1 || angle > Math.max(1, look.imageCount)) throw notFound(`Image ${partNo}/${file}`);
  return garmentSvg(look.shape, look.hex ?? '', `${partNo} ${look.code}`, angle);
}
