import {
  allowedPriceListsCall,
  childCompaniesCall,
  childCompanyIdsCall,
  companyCall,
  companyCustomersCall,
  coopCompaniesCall,
  createCustomerAddressCall,
  customerAddressesCall,
  customerByEmailCall,
  customerCall,
  defaultCustomerAddressCall,
  deleteCustomerAddressCall,
  deliveryAddressCall,
  deliveryAddressesCall,
  invoiceAddressCall,
  invoiceAddressesCall,
  restoreCustomerAddressCall,
  updateCustomerAddressCall,
  updateCustomerCall,
} from '@workwear/contracts';
import type { z } from 'zod';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The company and customer services as typed calls (bearer needed). A company or customer the
 * signed-in principal may not see answers 404 (HttpError, isNotFound), exactly like one that does not exist.
 */
export function createCompanyApi(http: HttpClient) {
  const call = declaredCaller(http);
  const byId = (id: number) => ({ params: { id } });
  return {
    company: (id: number) => call(companyCall, byId(id)),
    children: (id: number) => call(childCompaniesCall, byId(id)),
    childIds: (id: number) => call(childCompanyIdsCall, byId(id)),
    deliveryAddresses: (id: number) => call(deliveryAddressesCall, byId(id)),
    invoiceAddresses: (id: number) => call(invoiceAddressesCall, byId(id)),
    deliveryAddress: (id: number, addressId: number) =>
      call(deliveryAddressCall, { params: { id, addressId } }),
    invoiceAddress: (id: number, addressId: number) =>
      call(invoiceAddressCall, { params: { id, addressId } }),
    /** The company holding the coop code and the companies below it that the principal may see. */
    coopCompanies: (coopCode: string) => call(coopCompaniesCall, { params: { coopCode } }),
    allowedPriceLists: (id: number) => call(allowedPriceListsCall, byId(id)),
    customers: (id: number, query: z.input<typeof companyCustomersCall.query> = {}) =>
      call(companyCustomersCall, { params: { id }, query }),
    customer: (id: number) => call(customerCall, byId(id)),
    /** Only customers the principal may see; any other address is a 404 like an unknown one. */
    customerByEmail: (email: string) => call(customerByEmailCall, { query: { email } }),
    customerAddresses: (id: number) => call(customerAddressesCall, byId(id)),
    /** A consumer's own details (a stale version: HttpError 409 with current). */
    updateCustomer: (id: number, body: z.input<typeof updateCustomerCall.body>) =>
      call(updateCustomerCall, { params: { id }, body }),
    createCustomerAddress: (id: number, body: z.input<typeof createCustomerAddressCall.body>) =>
      call(createCustomerAddressCall, { params: { id }, body }),
    updateCustomerAddress: (
      id: number,
      addressId: number,
      body: z.input<typeof updateCustomerAddressCall.body>,
    ) => call(updateCustomerAddressCall, { params: { id, addressId }, body }),
    deleteCustomerAddress: (id: number, addressId: number, version: number) =>
      call(deleteCustomerAddressCall, { params: { id, addressId }, query: { version } }),
    restoreCustomerAddress: (id: number, addressId: number) =>
      call(restoreCustomerAddressCall, { params: { id, addressId } }),
    defaultCustomerAddress: (id: number, addressId: number, version: number) =>
      call(defaultCustomerAddressCall, { params: { id, addressId }, body: { version } }),
  };
}
export type CompanyApi = ReturnType<typeof createCompanyApi>;
