import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  baseOnHandCall,
  onHandCall,
  productBySkuCall,
  productByUniqueNameCall,
  productImageCall,
  productVariantsCall,
  relatedCalls,
  sizeGuideCall,
  variantBySkuCall,
} from '@workwear/contracts';
import { RELATION_KINDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { ProductDetailService } from './service';

/**
 * Thin handlers: validated input and the request's context in, service call, JSON out. Stock is
 * central, so the stock calls ignore the market, but it is still validated (an unknown one is a 400).
 */
export function registerProductDetailRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { productDetail: ProductDetailService },
) {
  const { productDetail: products } = deps;
  serveCall(app, productByUniqueNameCall, (ctx, { params, query }) =>
    products.byUniqueName(ctx, params.name, query.includeMarketPrice ?? false),
  );
  serveCall(app, productBySkuCall, (ctx, { params, query }) =>
    products.bySku(ctx, params.sku, query.includeMarketPrice ?? false),
  );
  // After the unique-name route, so /products/uniqueName/variants stays a product name.
  serveCall(app, productVariantsCall, (ctx, { params, query }) =>
    products.variants(ctx, params.partNo, query.includeMarketPrice ?? false),
  );
  serveCall(app, variantBySkuCall, (ctx, { params, query }) =>
    products.variant(ctx, params.sku, query.includeMarketPrice ?? false),
  );
  for (const kind of RELATION_KINDS) {
    serveCall(app, relatedCalls[kind], (ctx, { params, query }) =>
      products.related(ctx, params.sku, kind, query.page, query.pageSize),
    );
  }
  serveCall(app, sizeGuideCall, (ctx, { params }) => products.sizeGuide(ctx, params.sku));
  serveCall(app, onHandCall, (_ctx, { query }) => products.onHand(query.partNo ?? []));
  serveCall(app, baseOnHandCall, (_ctx, { params }) => products.baseOnHand(params.basePartNo));
  serveCall(app, productImageCall, (_ctx, { params }, c) => {
    c.header('Cache-Control', 'public, max-age=86400, immutable');
    return products.image(params.partNo, params.file);
  });
}
