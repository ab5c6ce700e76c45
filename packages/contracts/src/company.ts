import { PRICE_LIST_TYPES, priceListTypeSchema } from '@workwear/domain';
import { z } from 'zod';
import { pageOfSchema, wholeNumberText } from './common';

/**
 * Companies, read side (apps/api/src/modules/company; spec cart-services-companies §3 Company). Every
 * call that names a company checks that the principal may see it (domain companyScope): another
 * company's record answers 404, exactly as one that does not exist.
 */

/** A record id in a path: a positive whole number that fits the database's integer. */
export const recordIdSchema = wholeNumberText(
  z
    .number({ error: 'Expected a positive whole number' })
    .int('Expected a positive whole number')
    .positive('Expected a positive whole number')
    .max(2_147_483_647, 'Too large for an id'),
);

export const companyIdParamsSchema = z.object({ id: recordIdSchema.describe('Company id') });

/** A company and one of its addresses (delivery or invoice, as the path says). */
export const companyAddressParamsSchema = z.object({
  id: recordIdSchema.describe('Company id'),
  addressId: recordIdSchema.describe('Address id (of this company)'),
});

/** A coop code as stored on companies ('SE000001'): letters, digits, '.', '_' and '-'. */
export const coopCodeParamsSchema = z.object({
  coopCode: z
    .string()
    .min(1, 'Expected a coop code')
    .max(100, 'Too long for a coop code')
    .regex(/^[A-Za-z0-9._-]+$/, 'Expected letters, digits, ".", "_" or "-"')
    .describe('Coop code'),
});

export const companyAddressSchema = z
  .object({
    id: z.number().int(),
    careOf: z.string().nullable(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    region: z.string().nullable(),
    countryId: z.number().int(),
  })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
export const companyAddressesSchema = z.array(companyAddressSchema).meta({ id: 'CompanyAddresses' });

export const allowedPriceListSchema = z
  .object({
    priceListId: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: priceListTypeSchema.describe(`Price list type: ${PRICE_LIST_TYPES.join(', ')}`),
    currency: z.string(),
    isPrimary: z.boolean().describe("The company's primary list (first in the list)"),
  })
  .meta({ id: 'AllowedPriceList' });
export type AllowedPriceList = z.infer<typeof allowedPriceListSchema>;
export const allowedPriceListsSchema = z.array(allowedPriceListSchema).meta({ id: 'AllowedPriceLists' });

/** Another company named from this one (parent or child). */
export const companyRefSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    market: z.string().describe("The market the company buys in, by name ('se')"),
    coopCode: z.string().nullable(),
  })
  .meta({ id: 'CompanyRef' });
export type CompanyRef = z.infer<typeof companyRefSchema>;
export const companyRefsSchema = z.array(companyRefSchema).meta({ id: 'CompanyRefs' });

export const keyValueSchema = z.object({ key: z.string(), value: z.string() }).meta({ id: 'KeyValue' });

export const companySchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable().describe('Null: a parent company'),
    parent: companyRefSchema
      .nullable()
      .describe('The parent, when the principal may see it (else null, parentId still given)'),
    children: companyRefsSchema.describe('Child companies, sorted by name in the request language'),
    name: z.string(),
    market: z.string(),
    coopCode: z.string().nullable(),
    orgNo: z.string().nullable(),
    vatNo: z.string().nullable(),
    emailAddress: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    web: z.string().nullable(),
    innerCompany: z.boolean(),
    punchOutType: z.enum(['OCI3', 'OCI4', 'CXML']).nullable(),
    deliveryAddresses: companyAddressesSchema.describe('The first is the default'),
    invoiceAddresses: companyAddressesSchema.describe('The first is the default'),
    settings: z
      .array(keyValueSchema)
      .describe("The company's own stored settings, as text, by key; typed ones: /api/settings/company/{id}"),
    allowedPriceLists: allowedPriceListsSchema,
    version: z.number().int(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const childCompanyIdsSchema = z.array(z.number().int()).meta({ id: 'ChildCompanyIds' });

export const CUSTOMER_SORT_FIELDS = ['LastName', 'FirstName', 'Email', 'Id'] as const;

export const companyCustomersQuerySchema = z.object({
  sortField: z
    .enum(CUSTOMER_SORT_FIELDS)
    .default('LastName')
    .describe('LastName sorts by last then first name'),
  sortOrder: z.enum(['Asc', 'Desc']).default('Asc'),
  page: wholeNumberText(z.number().int().min(1).max(100_000)).default(1),
  pageSize: wholeNumberText(z.number().int().min(1).max(500)).default(50),
});

/** A customer in a company's list. */
export const companyCustomerSchema = z
  .object({
    id: z.number().int(),
    customerCode: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    roleId: z.number().int().nullable(),
    isActive: z.boolean().nullable(),
  })
  .meta({ id: 'CompanyCustomer' });

export type CompanyCustomersQuery = z.infer<typeof companyCustomersQuerySchema>;
export type CompanyCustomer = z.infer<typeof companyCustomerSchema>;
export const companyCustomersSchema = pageOfSchema(companyCustomerSchema).meta({ id: 'CompanyCustomers' });
export type CompanyCustomers = z.infer<typeof companyCustomersSchema>;
