import {
  addCartRowCall,
  addCartRowsCall,
  addDiscountCodeCall,
  appendCartCall,
  cartCall,
  cartMetadataCall,
  cartRowQuantityCall,
  cartsCall,
  checkPromotionCall,
  createCartCall,
  createCartMetadataCall,
  deleteCartCall,
  deleteCartRowCall,
  enginePromotionsCall,
  previewCartLinesCall,
  promotionValidCall,
  removeDiscountCodeCall,
  replaceCartCall,
  splitCartRowCall,
  taxRatesCall,
  taxRatesV2Call,
  taxRatesV3Call,
  updateCartCall,
  updateCartMetadataCall,
  updateCartRowCall,
  upsertCartMetadataCall,
} from '@workwear/contracts';
import type { z } from 'zod';
import { type CallBody as Body, declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The cart service and the price service's cart calls. A cart the principal may not reach answers
 * 404 (HttpError), a stale version 409 with the current cart in the error body's `current`.
 */
export function createCartApi(http: HttpClient) {
  const call = declaredCaller(http);
  const cart = (id: string) => ({ params: { id } });
  const row = (id: string, rowId: number) => ({ params: { id, rowId } });
  return {
    /** With an idempotency key, a repeated create answers the cart the first one made. */
    create: (body: Body<typeof createCartCall> = {}, idempotencyKey?: string) =>
      call(
        createCartCall,
        { body },
        idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
      ),
    get: (id: string) => call(cartCall, cart(id)),
    list: (query: z.input<typeof cartsCall.query> = {}) => call(cartsCall, { query }),
    update: (id: string, body: Body<typeof updateCartCall>) => call(updateCartCall, { ...cart(id), body }),
    remove: (id: string, version: number) => call(deleteCartCall, { ...cart(id), query: { version } }),
    addRow: (id: string, body: Body<typeof addCartRowCall>) => call(addCartRowCall, { ...cart(id), body }),
    /** With an idempotency key, a repeated submit adds nothing again and answers the first answer. */
    addRows: (id: string, body: Body<typeof addCartRowsCall>, idempotencyKey?: string) =>
      call(
        addCartRowsCall,
        { ...cart(id), body },
        idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
      ),
    /** Quick order's check: each line as the cart would take it, priced for this principal; writes nothing. */
    previewLines: (body: Body<typeof previewCartLinesCall>) => call(previewCartLinesCall, { body }),
    updateRow: (id: string, rowId: number, body: Body<typeof updateCartRowCall>) =>
      call(updateCartRowCall, { ...row(id, rowId), body }),
    removeRow: (id: string, rowId: number, version: number) =>
      call(deleteCartRowCall, { ...row(id, rowId), query: { version } }),
    setQuantity: (id: string, rowId: number, body: Body<typeof cartRowQuantityCall>) =>
      call(cartRowQuantityCall, { ...row(id, rowId), body }),
    splitRow: (id: string, rowId: number, body: Body<typeof splitCartRowCall>) =>
      call(splitCartRowCall, { ...row(id, rowId), body }),
    metadata: (id: string) => call(cartMetadataCall, cart(id)),
    addMetadata: (id: string, body: Body<typeof createCartMetadataCall>) =>
      call(createCartMetadataCall, { ...cart(id), body }),
    updateMetadata: (id: string, body: Body<typeof updateCartMetadataCall>) =>
      call(updateCartMetadataCall, { ...cart(id), body }),
    /** Key PromotionCode applies a code: a Result, refused with the spec's message. */
    upsertMetadata: (id: string, body: Body<typeof upsertCartMetadataCall>) =>
      call(upsertCartMetadataCall, { ...cart(id), body }),
    append: (id: string, otherId: string, version: number) =>
      call(appendCartCall, { params: { id, otherId }, body: { version } }),
    replace: (id: string, otherId: string, version: number) =>
      call(replaceCartCall, { params: { id, otherId }, body: { version } }),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;

/** The price service's promotion, engine-promotion and sales-tax calls. */
export function createPriceApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    checkPromotion: (code: string, body: Body<typeof checkPromotionCall>) =>
      call(checkPromotionCall, { params: { code }, body }),
    promotionValid: (code: string, query: z.input<typeof promotionValidCall.query>) =>
      call(promotionValidCall, { params: { code }, query }),
    taxRates: (body: Body<typeof taxRatesCall>) => call(taxRatesCall, { body }),
    taxRatesV2: (body: Body<typeof taxRatesV2Call>) => call(taxRatesV2Call, { body }),
    taxRatesV3: (body: Body<typeof taxRatesV3Call>) => call(taxRatesV3Call, { body }),
    enginePromotions: (id: string) => call(enginePromotionsCall, { params: { id } }),
    addDiscountCode: (id: string, code: string, version: number) =>
      call(addDiscountCodeCall, { params: { id, code }, body: { version } }),
    removeDiscountCode: (id: string, code: string, version: number) =>
      call(removeDiscountCodeCall, { params: { id, code }, query: { version } }),
  };
}
export type PriceApi = ReturnType<typeof createPriceApi>;
