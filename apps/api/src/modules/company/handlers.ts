import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  allowedPriceListsCall,
  type CompanyCustomers,
  type CompanyCustomersQuery,
  childCompaniesCall,
  childCompanyIdsCall,
  companyCall,
  companyCustomersCall,
  coopCompaniesCall,
  deliveryAddressCall,
  deliveryAddressesCall,
  invoiceAddressCall,
  invoiceAddressesCall,
} from '@workwear/contracts';
import type { RequestContext } from '../../context/requestContext';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CompanyService } from './service';

/** Thin handlers: validated input in, service call, JSON out. The service checks the company scope. */
export function registerCompanyRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: {
    companies: CompanyService;
    /**
     * The customer module's answer to "the people of this company": given by the composition root,
     * because the customer module builds on this one (a module that imported it back would tie the two).
     */
    customersOfCompany: (
      ctx: RequestContext,
      companyId: number,
      query: CompanyCustomersQuery,
    ) => Promise<CompanyCustomers>;
  },
) {
  const { companies, customersOfCompany } = deps;
  // Before /companies/{id}/...: 'coop' would otherwise be read (and refused) as a company id.
  serveCall(app, coopCompaniesCall, (ctx, { params }) => companies.coop(ctx, params.coopCode));
  // Before /companies/{id}/children: the longer static path first.
  serveCall(app, childCompanyIdsCall, (ctx, { params }) => companies.childIds(ctx, params.id));
  serveCall(app, childCompaniesCall, (ctx, { params }) => companies.children(ctx, params.id));
  serveCall(app, deliveryAddressCall, (ctx, { params }) =>
    companies.address(ctx, params.id, 'delivery', params.addressId),
  );
  serveCall(app, invoiceAddressCall, (ctx, { params }) =>
    companies.address(ctx, params.id, 'invoice', params.addressId),
  );
  serveCall(app, deliveryAddressesCall, (ctx, { params }) => companies.addresses(ctx, params.id, 'delivery'));
  serveCall(app, invoiceAddressesCall, (ctx, { params }) => companies.addresses(ctx, params.id, 'invoice'));
  serveCall(app, allowedPriceListsCall, (ctx, { params }) => companies.priceLists(ctx, params.id));
  serveCall(app, companyCustomersCall, (ctx, { params, query }) => customersOfCompany(ctx, params.id, query));
  serveCall(app, companyCall, (ctx, { params }) => companies.company(ctx, params.id));
}
