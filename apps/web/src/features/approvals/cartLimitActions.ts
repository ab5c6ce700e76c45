'use server';

import { cartIdSchema, type GroupedCartTotal } from '@workwear/contracts';
import { isSupportedLanguage } from '@workwear/domain';
import { logError } from '@/lib/serverLog';
import { approvalScope } from './approvalServer';

/**
 * The cart's total grouped by the customer each row is for, with each one's limit (the API's
 * amountlimit/cart, which writes nothing). The cart's limits panel asks it 400 ms after its rows last
 * changed. Null when it cannot be had: the panel says the limits are checked again at the send.
 */
export async function groupedCartTotal(lang: unknown, cartId: unknown): Promise<GroupedCartTotal | null> {
  const id = cartIdSchema.safeParse(cartId);
  if (typeof lang !== 'string' || !isSupportedLanguage(lang) || !id.success) return null;
  const { api, signedIn } = await approvalScope(lang);
  if (!signedIn?.companyId) return null;
  try {
    return await api.groupedCartTotal({ cartId: id.data });
  } catch (error) {
    logError('Grouped cart total not loaded.', error);
    return null;
  }
}
