import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  addressValidationCall,
  countriesCall,
  deliveryMethodsCall,
  paymentMethodsCall,
  regionsCall,
  servicePointsCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { MetadataService } from './service';

/** Thin handlers: validated input in, service call, JSON out. */
export function registerMetadataRoutes(app: OpenAPIHono<AppEnv>, deps: { metadata: MetadataService }) {
  const { metadata } = deps;
  serveCall(app, countriesCall, (ctx) => metadata.countries(ctx));
  serveCall(app, regionsCall, (_ctx, { query }) => metadata.regions(query.countryCode));
  serveCall(app, addressValidationCall, (_ctx, { body }) => metadata.validateAddress(body));
  serveCall(app, deliveryMethodsCall, (ctx) => metadata.deliveryMethods(ctx));
  serveCall(app, paymentMethodsCall, (ctx) => metadata.paymentMethods(ctx));
  serveCall(app, servicePointsCall, (ctx, { query }) => metadata.servicePointsNear(ctx, query.zipCode));
}
