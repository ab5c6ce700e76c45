import { roleCodeSchema } from '@workwear/domain';
import { z } from 'zod';
import { companyAddressSchema, keyValueSchema, recordIdSchema } from './company';

/**
 * Customers (people), read side (apps/api/src/modules/customer; spec cart-services-companies §3
 * Customer). Everyone signed in sees their own record; company admins the customers of the companies
 * they see; Internal everyone. Anyone else gets 404.
 */

export const customerIdParamsSchema = z.object({ id: recordIdSchema.describe('Customer id') });

export const customerEmailQuerySchema = z.object({
  email: z
    .email({ error: 'Expected an e-mail address' })
    .max(320, 'Too long for an e-mail address')
    .describe('E-mail address, matched without regard to case'),
});

/** A person's own address: the same fields as a company's, with the version its edits name. */
export const customerAddressSchema = companyAddressSchema
  .extend({ version: z.number().int().describe('Send it back with a change; a stale one gets 409') })
  .meta({ id: 'CustomerAddress' });
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export const customerAddressesSchema = z.array(customerAddressSchema).meta({ id: 'CustomerAddresses' });

export const customerAccountSchema = z
  .object({
    id: z.number().int(),
    loginName: z.string(),
    roleId: roleCodeSchema.or(z.number().int()),
    isActive: z.boolean(),
  })
  .meta({ id: 'CustomerAccount' });

export const customerCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    market: z.string(),
    coopCode: z.string().nullable(),
    isDefault: z.boolean().describe('The company a sign-in starts with'),
  })
  .meta({ id: 'CustomerCompany' });

export const customerSchema = z
  .object({
    id: z.number().int(),
    customerCode: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    phoneNumber: z.string().nullable(),
    cellPhone: z.string().nullable(),
    market: z.string(),
    language: z.string(),
    info: z
      .array(keyValueSchema)
      .describe('Info key/values as stored (EmployeeNo, IsSuperCustomerAdmin ...)'),
    account: customerAccountSchema.nullable(),
    companies: z
      .array(customerCompanySchema)
      .describe('The companies the customer belongs to that the principal may see; the default first'),
    addresses: customerAddressesSchema.describe("The person's own addresses; the first is the default"),
    emailPreferences: z
      .object({
        newsletter: z.boolean().describe('News and offers (opt-in)'),
        orderStatus: z.boolean().describe('An e-mail when an order is dispatched or delivered'),
      })
      .meta({ id: 'EmailPreferences' }),
    version: z.number().int(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
