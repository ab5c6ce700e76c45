import type { OnHand } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { notFound } from '@workwear/domain';
import { loadOnHand } from '../products';
import { checkedPartNos } from './checkedPartNos';

async function stock(handle: DatabaseHandle, partNos: readonly string[]): Promise<OnHand[]> {
  const rows = await loadOnHand(handle, partNos);
  const byPartNo = new Map<string, OnHand>();
  for (const r of rows) {
    const entry = byPartNo.get(r.partNo) ?? { partNo: r.partNo, onHands: [] };
    entry.onHands.push({ sku: r.sku, onHandValue: r.onHand, nextDeliveryDate: r.nextDeliveryDate });
    byPartNo.set(r.partNo, entry);
  }
  return [...byPartNo.values()];
}

/** Stock per sku of colour or base part numbers; part numbers that name nothing give nothing. */
export const stockOfPartNos = async (handle: DatabaseHandle, partNos: readonly string[]) =>
  stock(handle, checkedPartNos('partNo', partNos));

/** Stock of every colour of a base part number; 404 when it names no product. */
export async function stockOfProduct(handle: DatabaseHandle, basePartNo: string): Promise<OnHand[]> {
  const records = await stock(handle, checkedPartNos('basePartNo', [basePartNo]));
  if (records.length === 0) throw notFound(`Product '${basePartNo}'`);
  return records;
}
