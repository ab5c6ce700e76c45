import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  amountLimitsCall,
  createCustomerAddressCall,
  customerAddressesCall,
  customerByEmailCall,
  customerCall,
  defaultCustomerAddressCall,
  deleteCustomerAddressCall,
  restoreCustomerAddressCall,
  signUpCall,
  updateAmountLimitsCall,
  updateCustomerAddressCall,
  updateCustomerCall,
} from '@workwear/contracts';
import type { AppEnv } from '../../http/appEnv';
import type { ClientAddresses } from '../../http/clientAddress';
import { serveCall } from '../../http/declaredRoute';
import type { AuthService } from '../auth';
import type { AmountLimitService } from './amountLimits';
import type { CustomerService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the company scope. */
export function registerCustomerRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: {
    customers: CustomerService;
    amountLimits: AmountLimitService;
    signUp: AuthService['signUp'];
    clients: ClientAddresses;
  },
) {
  const { customers, amountLimits } = deps;
  serveCall(app, amountLimitsCall, (ctx, { query }) => amountLimits.list(ctx, query.companyId));
  serveCall(app, updateAmountLimitsCall, (ctx, { body }) => amountLimits.update(ctx, body));
  // Before /customers/{id}: 'getByEmail' would otherwise be read (and refused) as a customer id.
  serveCall(app, customerByEmailCall, (ctx, { query }) => customers.byEmail(ctx, query.email));
  // The create-account page's account: auth's use case (it owns accounts and their confirmation).
  serveCall(app, signUpCall, async (ctx, { body }, c) =>
    c.json(await deps.signUp(ctx, body, deps.clients.addressOf(c)), 202, { 'Cache-Control': 'no-store' }),
  );
  serveCall(app, customerAddressesCall, (ctx, { params }) => customers.addresses(ctx, params.id));
  serveCall(app, customerCall, (ctx, { params }) => customers.customer(ctx, params.id));
  serveCall(app, updateCustomerCall, (ctx, { params, body }) =>
    customers.updateCustomer(ctx, params.id, body),
  );
  serveCall(app, createCustomerAddressCall, (ctx, { params, body }) =>
    customers.createAddress(ctx, params.id, body),
  );
  serveCall(app, updateCustomerAddressCall, (ctx, { params, body }) =>
    customers.updateAddress(ctx, params.id, params.addressId, body),
  );
  serveCall(app, deleteCustomerAddressCall, (ctx, { params, query }) =>
    customers.deleteAddress(ctx, params.id, params.addressId, query.version),
  );
  serveCall(app, restoreCustomerAddressCall, (ctx, { params }) =>
    customers.restoreAddress(ctx, params.id, params.addressId),
  );
  serveCall(app, defaultCustomerAddressCall, (ctx, { params, body }) =>
    customers.defaultAddress(ctx, params.id, params.addressId, body.version),
  );
}
