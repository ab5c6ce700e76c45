import { z } from 'zod';
import { recordIdSchema } from './company';
import { customerIdParamsSchema } from './customer';

/*
 * A consumer's own account (apps/api/src/modules/customer and auth): profile, e-mail preferences,
 * addresses, password, and the create-account page with its confirmation link. The bodies take plain
 * values; the use cases check them with the domain's account and address rules (packages/domain
 * account/profileRules.ts, checkout/addressFieldRules.ts), which the storefront's forms use too, and
 * answer 400 naming each field.
 */

const version = z.number().int().min(1).describe('The version read; a stale one gets 409 with current');
const field = (max: number) => z.string().max(max * 4);

/** PUT customers/{id}: the fields given change; the others stay. */
export const updateCustomerBodySchema = z
  .strictObject({
    version,
    firstName: field(50).optional(),
    lastName: field(50).optional(),
    cellPhone: field(20).optional().describe("Mobile phone; '' removes it"),
    emailPreferences: z
      .strictObject({ newsletter: z.boolean().optional(), orderStatus: z.boolean().optional() })
      .optional(),
  })
  .meta({ id: 'UpdateCustomerRequest' });

/** An address as a consumer types it (checked as a delivery address: no PO box). */
export const customerAddressBodySchema = z
  .strictObject({
    careOf: field(100).optional(),
    addressLine1: field(100),
    addressLine2: field(100).optional(),
    zipCode: field(12),
    city: field(60),
    region: field(3).optional(),
    countryId: z.number().int(),
  })
  .meta({ id: 'CustomerAddressRequest' });

export const updateCustomerAddressBodySchema = customerAddressBodySchema
  .extend({ version })
  .meta({ id: 'UpdateCustomerAddressRequest' });

export const customerAddressParamsSchema = customerIdParamsSchema.extend({
  addressId: recordIdSchema.describe('Address id'),
});

export const addressVersionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).describe('The version read; a stale one gets 409'),
});
export const addressVersionBodySchema = z.strictObject({ version });

/** POST customers/b2c: a consumer's own account, made on the create-account page. */
export const signUpBodySchema = z
  .strictObject({
    firstName: field(50),
    lastName: field(50),
    email: field(254),
    password: z.string().max(800),
    newsletter: z.boolean().default(false),
    market: z.string().min(2).max(3).describe("The market's name ('se'); it must take consumers"),
    language: z.string().length(2).describe('The language of the e-mails; one of the market’s'),
  })
  .meta({ id: 'SignUpRequest' });

/** The same answer whether or not the address had an account (the call reveals nothing). */
export const signUpAcceptedSchema = z
  .object({ accepted: z.literal(true), message: z.string() })
  .meta({ id: 'SignUpAccepted' });

export const confirmAccountBodySchema = z
  .strictObject({ token: z.string().min(1).max(300) })
  .meta({ id: 'ConfirmAccountRequest' });
export const accountConfirmedSchema = z
  .object({ confirmed: z.literal(true), loginName: z.string() })
  .meta({ id: 'AccountConfirmed' });

export const resendConfirmationBodySchema = z
  .strictObject({ userName: z.string().trim().min(1).max(254), market: z.string().min(2).max(3) })
  .meta({ id: 'ResendConfirmationRequest' });

export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string().max(800),
    newPassword: z.string().max(800).describe('Rules: packages/domain/src/passwordRules.ts'),
  })
  .meta({ id: 'ChangePasswordRequest' });

/** A sign-in refused until the account's address is confirmed (403 with this code). */
export const ACCOUNT_NOT_CONFIRMED = 'account_not_confirmed';
