import { defineCall } from '../call';
import { customerIdParamsSchema, customerSchema } from '../customer';
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
