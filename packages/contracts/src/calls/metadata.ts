import { defineCall } from '../call';
import { marketQuerySchema } from '../common';
import {
  addressValidationBodySchema,
  addressValidationSchema,
  countriesSchema,
  deliveryGroupsSchema,
  deliveryMethodsQuerySchema,
  paymentMethodsSchema,
  regionsQuerySchema,
  regionsSchema,
  servicePointsQuerySchema,
  servicePointsSchema,
} from '../metadata';
import { errorResponses, json } from '../responses';
import { metadataService } from './services';

export const countriesCall = defineCall({
  service: metadataService,
  method: 'get',
  path: '/countries',
  summary: 'Countries',
  description:
    'The countries a buyer in this market may deliver to: the market’s own (isPrimary), and the ' +
    'shop’s other delivery countries where the company has ActivateChooseDeliveryCountryInCheckout.',
  query: marketQuerySchema,
  responses: { 200: json(countriesSchema, 'Countries, the primary first'), ...errorResponses([400]) },
});

export const regionsCall = defineCall({
  service: metadataService,
  method: 'get',
  path: '/regions',
  summary: 'Regions',
  description: 'The regions of a country that has them (US states, Canadian provinces); empty otherwise.',
  query: regionsQuerySchema,
  responses: { 200: json(regionsSchema, 'Regions by name'), ...errorResponses([400]) },
});

export const addressValidationCall = defineCall({
  service: metadataService,
  method: 'post',
  path: '/AddressValidation',
  summary: 'Validate address',
  description:
    'Checks the postcode against the country’s format and, in the US and Canada, the region against ' +
    'the postcode and box addresses; zip-code and address errors are flagged apart. Countries without ' +
    'address validation answer valid.',
  body: addressValidationBodySchema,
  responses: { 200: json(addressValidationSchema, 'The verdict'), ...errorResponses([400]) },
});

export const deliveryMethodsCall = defineCall({
  service: metadataService,
  method: 'get',
  path: '/deliveryMethods',
  summary: 'Delivery methods',
  description:
    'The delivery groups and methods the principal may choose in the market: the company’s group, ' +
    'or the market’s default one, each method with its carrier type and price.',
  query: deliveryMethodsQuerySchema,
  responses: { 200: json(deliveryGroupsSchema, 'Delivery groups'), ...errorResponses([400]) },
});

export const paymentMethodsCall = defineCall({
  service: metadataService,
  method: 'get',
  path: '/paymentMethods',
  summary: 'Payment methods',
  description:
    'Card (168, the default) for everyone; invoice for business buyers whose company may pay on invoice.',
  query: marketQuerySchema,
  responses: {
    200: json(paymentMethodsSchema, 'Payment methods, the default first'),
    ...errorResponses([400]),
  },
});

export const servicePointsCall = defineCall({
  service: metadataService,
  method: 'get',
  path: '/servicePoints',
  summary: 'Service points near a postcode',
  description:
    'The pick-up points of the market’s service-point carrier nearest a postcode, nearest first (at ' +
    'most five). The shop ships demo points per market; a carrier’s API can answer instead.',
  query: servicePointsQuerySchema,
  responses: { 200: json(servicePointsSchema, 'Service points'), ...errorResponses([400]) },
});
