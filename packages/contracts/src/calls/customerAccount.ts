import { tokenPairSchema } from '../auth';
import { defineCall } from '../call';
import {
  customerAddressesSchema,
  customerAddressSchema,
  customerIdParamsSchema,
  customerSchema,
} from '../customer';
import {
  accountConfirmedSchema,
  addressVersionBodySchema,
  addressVersionQuerySchema,
  changePasswordBodySchema,
  confirmAccountBodySchema,
  customerAddressBodySchema,
  customerAddressParamsSchema,
  resendConfirmationBodySchema,
  signUpAcceptedSchema,
  signUpBodySchema,
  updateCustomerAddressBodySchema,
  updateCustomerBodySchema,
} from '../customerAccount';
import { errorResponses, json } from '../responses';
import { authService, customerService } from './services';

const OWN =
  'Only the consumer’s own record (anyone else’s answers 404 as an unknown one; a business user’s ' +
  'own details are kept by the company’s administrator: 403).';
const editErrors = errorResponses({
  400: 'A field breaks its rule; details name each one',
  401: 'Not signed in',
  403: 'A business user: the company’s administrator keeps these details',
  404: 'No such customer or address of the signed-in consumer',
  409: 'The record was changed elsewhere (stale version); current carries it as it is now',
});

export const updateCustomerCall = defineCall({
  service: customerService,
  method: 'put',
  path: '/customers/{id}',
  summary: 'Update own details',
  description: `Name, mobile phone and e-mail preferences; the fields given change. ${OWN}`,
  params: customerIdParamsSchema,
  body: updateCustomerBodySchema,
  responses: { 200: json(customerSchema, 'The customer as it is now'), ...editErrors },
});

export const createCustomerAddressCall = defineCall({
  service: customerService,
  method: 'post',
  path: '/customers/{id}/addresses',
  summary: 'Add an address',
  description: `A delivery address (no PO box; the postcode of the state chosen). The first one is the default. ${OWN}`,
  params: customerIdParamsSchema,
  body: customerAddressBodySchema,
  responses: { 201: json(customerAddressSchema, 'The new address'), ...editErrors },
});

export const updateCustomerAddressCall = defineCall({
  service: customerService,
  method: 'put',
  path: '/customers/{id}/addresses/{addressId}',
  summary: 'Change an address',
  description: `Checked as a new address is. ${OWN}`,
  params: customerAddressParamsSchema,
  body: updateCustomerAddressBodySchema,
  responses: { 200: json(customerAddressSchema, 'The address as it is now'), ...editErrors },
});

export const deleteCustomerAddressCall = defineCall({
  service: customerService,
  method: 'delete',
  path: '/customers/{id}/addresses/{addressId}',
  summary: 'Delete an address',
  description: `The address leaves the list; restore brings it back (undo). ${OWN}`,
  params: customerAddressParamsSchema,
  query: addressVersionQuerySchema,
  responses: { 200: json(customerAddressesSchema, 'The addresses left'), ...editErrors },
});

export const restoreCustomerAddressCall = defineCall({
  service: customerService,
  method: 'post',
  path: '/customers/{id}/addresses/{addressId}/restore',
  summary: 'Undo an address delete',
  description: `Brings a deleted address back at its place. ${OWN}`,
  params: customerAddressParamsSchema,
  responses: { 200: json(customerAddressesSchema, 'The addresses'), ...editErrors },
});

export const defaultCustomerAddressCall = defineCall({
  service: customerService,
  method: 'put',
  path: '/customers/{id}/addresses/{addressId}/default',
  summary: 'Make an address the default',
  description: `The default comes first in the list and in the checkout. ${OWN}`,
  params: customerAddressParamsSchema,
  body: addressVersionBodySchema,
  responses: { 200: json(customerAddressesSchema, 'The addresses, the default first'), ...editErrors },
});

export const signUpCall = defineCall({
  service: customerService,
  method: 'post',
  path: '/customers/b2c',
  summary: 'Create a consumer account',
  description:
    'In a market that takes consumers. The account cannot sign in until its owner opens the ' +
    'confirmation link e-mailed to the address (signed, single use, 3 days). The same 202 whether or ' +
    'not the address had an account (an unconfirmed one gets a new link). Rate limited like password reset.',
  body: signUpBodySchema,
  responses: {
    202: json(signUpAcceptedSchema, 'Accepted: a confirmation e-mail is on its way'),
    ...errorResponses({
      400: 'A field breaks its rule; details name each one',
      403: 'The market does not take consumers',
    }),
  },
});

export const confirmAccountCall = defineCall({
  service: authService,
  method: 'post',
  path: '/accounts/confirm',
  summary: 'Confirm a new account',
  description: 'With the token of the e-mailed link: signed, expiring and single use.',
  body: confirmAccountBodySchema,
  responses: {
    200: json(accountConfirmedSchema, 'Confirmed: the account can sign in'),
    ...errorResponses({ 400: 'The link is used, expired, replaced or not ours (field token)' }),
  },
});

export const resendConfirmationCall = defineCall({
  service: authService,
  method: 'post',
  path: '/accounts/confirm/resend',
  summary: 'Send the confirmation link again',
  description:
    'For an account awaiting confirmation in the market: a new link, the earlier ones end. The same ' +
    '202 for any address. Rate limited like password reset (per address and per client).',
  body: resendConfirmationBodySchema,
  responses: {
    202: json(signUpAcceptedSchema, 'Accepted'),
    ...errorResponses({ 400: 'A field is missing or malformed' }),
  },
});

export const changePasswordCall = defineCall({
  service: authService,
  method: 'post',
  path: '/password',
  summary: 'Change own password',
  description:
    'The current password is required (wrong: 400 naming currentPassword, throttled as sign-in is). ' +
    'Every session of the account ends; the answer is a new token pair for this browser.',
  body: changePasswordBodySchema,
  responses: {
    200: json(tokenPairSchema, 'Changed; the new session'),
    ...errorResponses({
      400: 'currentPassword is wrong, or newPassword breaks a rule; details name the field',
      401: 'Not signed in',
    }),
  },
});
