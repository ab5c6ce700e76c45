import { z } from 'zod';
import { defineCall } from '../call';
import {
  categoryListSchema,
  categorySchema,
  familySchema,
  groupSchema,
  navigationContextSchema,
  sizeGroupSchema,
} from '../catalogue';
import { marketQuerySchema, wholeNumberText } from '../common';
import { parametricSchema } from '../filters';
import { errorResponses, json } from '../responses';
import { safeText } from '../safeText';
import { categoryService, productService } from './services';

const errors = errorResponses([400, 404]);
const slugParams = z.object({ slug: safeText().min(1).max(120) });

export const sizeGroupsCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/sizeGroups',
  summary: 'Size groups (cached 300 s)',
  responses: { 200: json(z.array(sizeGroupSchema), 'All size groups'), ...errorResponses([]) },
});

const categoryListCall = <P extends `/${string}`>(path: P, summary: string) =>
  defineCall({
    service: categoryService,
    method: 'get',
    path,
    summary,
    query: marketQuerySchema,
    responses: { 200: json(categoryListSchema, summary), ...errors },
  });

export const categoriesCall = categoryListCall('/categories', 'Top-level categories with their children');
export const departmentsCall = categoryListCall(
  '/categories/departments',
  'Departments with their whole subtree',
);
export const allCategoriesCall = categoryListCall('/categories/all', 'Every category, flat, sorted by name');
export const categoryTreeCall = categoryListCall('/categories/tree', 'The whole category tree');

export const categoryByIdCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/categories/{id}',
  summary: 'A category by id, with its subtree',
  params: z.object({ id: wholeNumberText(z.number().int().positive()) }),
  query: marketQuerySchema,
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errors },
});

export const categoryBySlugCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/categories/slug/{slug}',
  summary: 'A category by slug in the request language, with its subtree',
  params: slugParams,
  query: marketQuerySchema,
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errors },
});

export const categoryParametricCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/categories/code/{code}/parametric/{p}',
  summary: 'A parametric with the values found in a category',
  params: z.object({ code: safeText().min(1).max(120), p: safeText().min(1).max(120) }),
  query: marketQuerySchema,
  responses: {
    200: json(parametricSchema, 'The parametric with the values found in the category'),
    ...errors,
  },
});

export const navigationCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/Categories/context',
  summary: 'Menu groups: clothing, men and women, collections, accessories and catalogue categories',
  description:
    "context=agreement: the agreed categories of a signed-in company user (only entries holding the company's agreed assortment); 401 anonymous, 403 without a company.",
  query: marketQuerySchema.extend({ context: z.enum(['public', 'agreement']).default('public') }),
  responses: {
    200: json(navigationContextSchema, 'The navigation'),
    ...errorResponses([400, 401, 403, 404]),
  },
});

export const parametricCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/parametric/{code}',
  summary: 'A parametric with all its values',
  params: z.object({ code: safeText().min(1).max(120) }),
  query: marketQuerySchema,
  responses: { 200: json(parametricSchema, 'The parametric with all values'), ...errors },
});

export const familiesCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/families',
  summary: 'Collections',
  query: marketQuerySchema,
  responses: { 200: json(z.array(familySchema), 'Collections'), ...errors },
});

export const groupsCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/groups',
  summary: 'Groups',
  query: marketQuerySchema,
  responses: { 200: json(z.array(groupSchema), 'Groups'), ...errors },
});

export const groupBySlugCall = defineCall({
  service: categoryService,
  method: 'get',
  path: '/groups/slug/{slug}',
  summary: 'A group by slug in the request language',
  params: slugParams,
  query: marketQuerySchema,
  responses: { 200: json(groupSchema, 'The group'), ...errors },
});
