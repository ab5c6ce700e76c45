import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  filterCountCall,
  filterSearchCall,
  listProductsCall,
  searchProductsCall,
  sitemapProductsCall,
  suggestCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { ListingService } from './service';

/** Thin handlers: validated input and the request's context in, service call, JSON out. */
export function registerListingRoutes(app: OpenAPIHono<AppEnv>, deps: { listing: ListingService }) {
  const { listing } = deps;
  serveCall(app, listProductsCall, (ctx, { query }) => listing.listProducts(ctx, query));
  serveCall(app, searchProductsCall, (ctx, { params, query }) =>
    listing.searchProducts(ctx, params.term, query),
  );
  serveCall(app, sitemapProductsCall, (ctx, { query }) =>
    listing.sitemapProducts(ctx, query.page, query.pageSize),
  );
  serveCall(app, suggestCall, (ctx, { query }) => listing.suggest(ctx, query.query));
  serveCall(app, filterSearchCall, (ctx, { query }) => listing.filterSearch(ctx, query));
  serveCall(app, filterCountCall, (ctx, { query }) => listing.filterCounts(ctx, query));
}
