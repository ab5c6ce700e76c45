import { z } from 'zod';
import { defineCall } from '../call';
import { marketQuerySchema } from '../common';
import { errorResponses, json } from '../responses';
import {
  childIdsSchema,
  companySettingEntrySchema,
  companySettingParamsSchema,
  companySettingsParamsSchema,
  companySettingsSchema,
  companySettingsTreeQuerySchema,
  companySettingsTreeSchema,
  marketInfoSchema,
  marketKeyParamsSchema,
  marketSettingEntrySchema,
  marketSettingParamsSchema,
  marketSettingsParamsSchema,
  marketSettingsSchema,
  rawCompanySettingSchema,
  rawCompanySettingsSchema,
} from '../settings';
import { settingsService } from './services';

/**
 * The settings service's company calls and its market calls by key (not in ALL_CALLS: they are not
 * served in a market the way the catalogue calls are, and the company ones need a signed-in principal).
 * Company calls check the domain's companyScope: 401 without a token, 404 for another company's id.
 */
/** Only the market: settings do not depend on the language (a cultureCode sent along is ignored). */
const marketOnlyQuery = z.object({ marketId: marketQuerySchema.shape.marketId });

const companyErrors = errorResponses({
  400: 'id or key is invalid; details name it',
  401: 'Not signed in',
  404: 'No company with this id that the principal may see',
});
const marketErrors = errorResponses({
  400: 'marketId or key is invalid; details name it',
  404: 'No market has this id',
});

export const companySettingsCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}',
  summary: 'Company settings, typed',
  description:
    'Every key of the domain’s company settings table, typed, in the table’s order: the company’s own ' +
    'value, else the nearest ancestor’s (parent settings are inherited unless overridden), else the ' +
    'default. A stored value not of its key’s type counts as not stored.',
  params: companySettingsParamsSchema,
  responses: { 200: json(companySettingsSchema, 'Every setting'), ...companyErrors },
});

export const rawCompanySettingsCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}/raw',
  summary: 'Company settings as stored',
  params: companySettingsParamsSchema,
  responses: { 200: json(rawCompanySettingsSchema, 'The company’s own rows'), ...companyErrors },
});

export const companySettingsTreeCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}/tree',
  summary: 'Company settings of a company and the companies below it',
  description:
    'The company and its descendants the principal may see, each with its settings in the given context ' +
    '(effective: inherited and defaults applied; own: only the company’s stored values). Children by name.',
  params: companySettingsParamsSchema,
  query: companySettingsTreeQuerySchema,
  responses: { 200: json(companySettingsTreeSchema, 'The tree'), ...companyErrors },
});

export const activeChildrenCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}/children/active/{key}',
  summary: 'Child companies with a boolean setting on',
  description:
    'Ids of the child companies (that the principal may see) whose effective value of key is true.',
  params: companySettingParamsSchema,
  responses: { 200: json(childIdsSchema, 'The ids, ascending'), ...companyErrors },
});

export const rawCompanySettingCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}/{key}/raw',
  summary: 'One company setting as stored',
  params: companySettingParamsSchema,
  responses: { 200: json(rawCompanySettingSchema, 'The stored text, or null'), ...companyErrors },
});

export const companySettingCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/company/{id}/{key}',
  summary: 'One company setting, typed',
  params: companySettingParamsSchema,
  responses: { 200: json(companySettingEntrySchema, 'The setting'), ...companyErrors },
});

export const marketInfoCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/market/{marketId}/info',
  summary: 'Market info',
  description: 'b2CActivate, useAddressValidation, useProductOnHand and the currency of a market.',
  params: marketSettingsParamsSchema,
  responses: { 200: json(marketInfoSchema, 'The market info'), ...marketErrors },
});

export const marketSettingCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/market/{marketId}/{key}',
  summary: 'One market setting',
  description: "As stored, 'True' or 'False'; a key the market does not store answers its default 'False'.",
  params: marketSettingParamsSchema,
  responses: { 200: json(marketSettingEntrySchema, 'The setting'), ...marketErrors },
});

export const marketKeysCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/keys',
  summary: 'Market key settings list',
  description: 'The key/value settings of the market given by marketId (default SE), ordered by key.',
  query: marketOnlyQuery,
  responses: { 200: json(marketSettingsSchema, 'The market’s settings'), ...marketErrors },
});

export const marketKeyCall = defineCall({
  service: settingsService,
  method: 'get',
  path: '/keys/{key}',
  summary: 'One market setting by key, market in the query',
  params: marketKeyParamsSchema,
  query: marketOnlyQuery,
  responses: { 200: json(marketSettingEntrySchema, 'The setting'), ...marketErrors },
});
