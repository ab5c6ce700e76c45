import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerAddressesCall, customerByEmailCall, customerCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CustomerService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the company scope. */
export function registerCustomerRoutes(app: OpenAPIHono<AppEnv>, deps: { customers: CustomerService }) {
  const { customers } = deps;
  // Before /customers/{id}: 'getByEmail' would otherwise be read (and refused) as a customer id.
  serveCall(app, customerByEmailCall, (ctx, { query }) => customers.byEmail(ctx, query.email));
  serveCall(app, customerAddressesCall, (ctx, { params }) => customers.addresses(ctx, params.id));
  serveCall(app, customerCall, (ctx, { params }) => customers.customer(ctx, params.id));
}
