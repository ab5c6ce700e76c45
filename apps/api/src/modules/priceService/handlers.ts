import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  addDiscountCodeCall,
  checkPromotionCall,
  enginePromotionsCall,
  promotionValidCall,
  removeDiscountCodeCall,
  taxRatesCall,
  taxRatesV2Call,
  taxRatesV3Call,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CartService } from '../cart';
import type { PriceService } from './service';

/** Thin handlers of the price service's promotion, tax and engine calls. */
export function registerPriceRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { prices: PriceService; carts: CartService },
) {
  const { prices, carts } = deps;
  serveCall(app, promotionValidCall, (ctx, { params, query }) =>
    prices.promotionValid(ctx, params.code, query.MarketId),
  );
  serveCall(app, checkPromotionCall, (ctx, { params, body }) =>
    prices.checkPromotion(ctx, params.code, body),
  );
  serveCall(app, taxRatesV2Call, (_ctx, { body }) =>
    Object.fromEntries(prices.taxRates(body).map((r) => [r.reference, r.taxRate])),
  );
  serveCall(app, taxRatesV3Call, (ctx, { body }) => prices.taxRatesV3(ctx, body));
  serveCall(app, taxRatesCall, (_ctx, { body }) =>
    prices.taxRates(body).map(({ reference, taxRate }) => ({ reference, taxRate })),
  );
  serveCall(app, enginePromotionsCall, (ctx, { params }) => prices.enginePromotions(ctx, params.id));
  serveCall(app, addDiscountCodeCall, (ctx, { params, body }) =>
    carts.engineCode(ctx, params.id, params.code, body.version, 'add'),
  );
  serveCall(app, removeDiscountCodeCall, async (ctx, { params, query }) => {
    const removed = await carts.engineCode(ctx, params.id, params.code, query.version, 'remove');
    // Removing a code is never refused: it is removed, or was not there.
    if (!removed.ok)
      throw new Error(`Removing discount code ${params.code} was refused: ${removed.refusal.message}`);
    return removed.value;
  });
}
