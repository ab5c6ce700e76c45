import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerCall } from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CustomerService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the company scope. */
export function registerCustomerRoutes(app: OpenAPIHono<AppEnv>, deps: { customers: CustomerService }) {
  serveCall(app, customerCall, (ctx, { params }) => deps.customers.customer(ctx, params.id));
}
