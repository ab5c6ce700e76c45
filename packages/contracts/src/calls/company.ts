import { defineCall } from '../call';
import {
  allowedPriceListsSchema,
  childCompanyIdsSchema,
  companyAddressesSchema,
  companyAddressParamsSchema,
  companyAddressSchema,
  companyCustomersQuerySchema,
  companyCustomersSchema,
  companyIdParamsSchema,
  companyRefsSchema,
  companySchema,
  coopCodeParamsSchema,
} from '../company';
import { errorResponses, json } from '../responses';
import { companyService } from './services';

// Every call names a company: 401 without a token, 404 for one the principal may not see.
const errors = errorResponses({
  400: 'id is not a positive whole number; details name it',
  401: 'Not signed in',
  404: 'No company with this id that the principal may see',
});

export const companyCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}',
  summary: 'Fetch company',
  description:
    'The company with its parent, children (sorted by name), coop code, delivery and invoice addresses, ' +
    'stored settings and allowed price lists. Visible: the own company; its children for its admins ' +
    '(CustomerAdmin, Administrator); every company for Internal.',
  params: companyIdParamsSchema,
  responses: { 200: json(companySchema, 'The company'), ...errors },
});

export const childCompaniesCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/children',
  summary: 'List child companies by parent',
  description: 'Sorted by name in the language of the company’s market; only those the principal may see.',
  params: companyIdParamsSchema,
  responses: { 200: json(companyRefsSchema, 'The child companies'), ...errors },
});

export const childCompanyIdsCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/children/ids',
  summary: 'Child company ids',
  params: companyIdParamsSchema,
  responses: { 200: json(childCompanyIdsSchema, 'The ids, ascending'), ...errors },
});

export const deliveryAddressesCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/deliveryaddresses',
  summary: 'Delivery addresses of a company',
  params: companyIdParamsSchema,
  responses: { 200: json(companyAddressesSchema, 'The addresses, the default first'), ...errors },
});

export const invoiceAddressesCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/invoiceaddresses',
  summary: 'Invoice addresses of a company',
  params: companyIdParamsSchema,
  responses: { 200: json(companyAddressesSchema, 'The addresses, the default first'), ...errors },
});

export const allowedPriceListsCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/pricelists',
  summary: 'Allowed price lists',
  description: 'The primary list first (isPrimary), then the other lists the company may buy from, by id.',
  params: companyIdParamsSchema,
  responses: { 200: json(allowedPriceListsSchema, 'The price lists'), ...errors },
});

export const companyCustomersCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/customers',
  summary: 'Fetch customers of a company',
  description:
    'For the company’s admins and Internal (a User gets 404): the people of the company, by last name ' +
    'then first name unless sortField says otherwise, a page at a time.',
  params: companyIdParamsSchema,
  query: companyCustomersQuerySchema,
  responses: { 200: json(companyCustomersSchema, 'A page of customers'), ...errors },
});

const addressErrors = errorResponses({
  400: 'id or addressId is not a positive whole number; details name it',
  401: 'Not signed in',
  404: 'No such address of a company that the principal may see',
});

export const deliveryAddressCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/deliveryaddresses/{addressId}',
  summary: 'Fetch a delivery address',
  description: 'One delivery address of the company; an address of another company answers 404.',
  params: companyAddressParamsSchema,
  responses: { 200: json(companyAddressSchema, 'The address'), ...addressErrors },
});

export const invoiceAddressCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/{id}/invoiceaddresses/{addressId}',
  summary: 'Fetch an invoice address',
  description: 'One invoice address of the company; an address of another company answers 404.',
  params: companyAddressParamsSchema,
  responses: { 200: json(companyAddressSchema, 'The address'), ...addressErrors },
});

export const coopCompaniesCall = defineCall({
  service: companyService,
  method: 'get',
  path: '/companies/coop/{coopCode}',
  summary: 'Coop companies by coop code',
  description:
    'The company holding the coop code, then the companies below it that the principal may see, ' +
    'sorted by name (a coop code is unique to one company; its children buy in the same coop). ' +
    'The holder must be visible to the principal, else 404: a User gets only its own company, ' +
    'the admins their company and its children, Internal every company.',
  params: coopCodeParamsSchema,
  responses: {
    200: json(companyRefsSchema, 'The coop’s companies, the holder first'),
    ...errorResponses({
      400: 'coopCode is empty, too long or has other characters; details name it',
      401: 'Not signed in',
      404: 'No company with this coop code that the principal may see',
    }),
  },
});
