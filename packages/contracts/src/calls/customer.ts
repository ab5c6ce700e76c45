import { defineCall } from '../call';
import {
  customerAddressesSchema,
  customerEmailQuerySchema,
  customerIdParamsSchema,
  customerSchema,
} from '../customer';
import { errorResponses, json } from '../responses';
import { customerService } from './services';

export const customerCall = defineCall({
  service: customerService,
  method: 'get',
  path: '/customers/{id}',
  summary: 'Fetch customer',
  description:
    'A person with info key/values, account (loginName, roleId, isActive) and companies. Visible: ' +
    'one’s own record; for company admins the customers of the companies they see; everyone for Internal.',
  params: customerIdParamsSchema,
  responses: {
    200: json(customerSchema, 'The customer'),
    ...errorResponses({
      400: 'id is not a positive whole number; details name it',
      401: 'Not signed in',
      404: 'No customer with this id that the principal may see',
    }),
  },
});

export const customerByEmailCall = defineCall({
  service: customerService,
  method: 'get',
  path: '/customers/getByEmail',
  summary: 'Fetch customer by e-mail',
  description:
    'The customer with this e-mail address (without regard to case) among those the principal may see ' +
    '(as Fetch customer): one’s own record first, else the lowest id. Anyone else’s address answers 404 ' +
    'exactly like an unknown one, so the call tells nobody which addresses have accounts.',
  query: customerEmailQuerySchema,
  responses: {
    200: json(customerSchema, 'The customer'),
    ...errorResponses({
      400: 'email is not an e-mail address; details name it',
      401: 'Not signed in',
      404: 'No customer with this e-mail address that the principal may see',
    }),
  },
});

export const customerAddressesCall = defineCall({
  service: customerService,
  method: 'get',
  path: '/customers/{id}/addresses',
  summary: 'Addresses of a customer',
  description: 'The person’s own addresses, the default first; visible as the customer record is.',
  params: customerIdParamsSchema,
  responses: {
    200: json(customerAddressesSchema, 'The addresses'),
    ...errorResponses({
      400: 'id is not a positive whole number; details name it',
      401: 'Not signed in',
      404: 'No customer with this id that the principal may see',
    }),
  },
});
