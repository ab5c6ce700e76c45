import { createRoute } from '@hono/zod-openapi';
import {
  categoryListSchema,
  categorySchema,
  familySchema,
  groupSchema,
  marketQuerySchema,
  navigationContextSchema,
  parametricSchema,
  sizeGroupSchema,
} from '@workwear/contracts';
import { z } from 'zod';
import { errorResponses, json } from '../../http/routeResponses';

const tags = ['Product service'];
export const sizeGroupsRoute = createRoute({
  method: 'get',
  path: '/products/sizeGroups',
  tags,
  summary: 'Size groups (cached 300 s)',
  responses: { 200: json(z.array(sizeGroupSchema), 'All size groups'), 500: errorResponses[500] },
});

const categoryTags = ['Categories'];

const categoryListRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: categoryTags,
    summary,
    request: { query: marketQuerySchema },
    responses: { 200: json(categoryListSchema, summary), ...errorResponses },
  });

export const categoriesRoute = categoryListRoute('/categories', 'Top-level categories with their children');

export const departmentsRoute = categoryListRoute(
  '/categories/departments',
  'Departments with their whole subtree',
);

export const allCategoriesRoute = categoryListRoute(
  '/categories/all',
  'Every category, flat, sorted by name',
);

export const categoryTreeRoute = categoryListRoute('/categories/tree', 'The whole category tree');

export const categoryByIdRoute = createRoute({
  method: 'get',
  path: '/categories/{id}',
  tags: categoryTags,
  request: { params: z.object({ id: z.coerce.number().int().positive() }), query: marketQuerySchema },
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errorResponses },
});

export const categoryBySlugRoute = createRoute({
  method: 'get',
  path: '/categories/slug/{slug}',
  tags: categoryTags,
  request: { params: z.object({ slug: z.string().min(1).max(120) }), query: marketQuerySchema },
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errorResponses },
});

export const categoryParametricRoute = createRoute({
  method: 'get',
  path: '/categories/code/{code}/parametric/{p}',
  tags: categoryTags,
  request: { params: z.object({ code: z.string().min(1), p: z.string().min(1) }), query: marketQuerySchema },
  responses: {
    200: json(parametricSchema, 'The parametric with the values found in the category'),
    ...errorResponses,
  },
});

export const navigationRoute = createRoute({
  method: 'get',
  path: '/Categories/context',
  tags: categoryTags,
  summary: 'Menu groups: clothing, men and women, collections, accessories and catalogue categories',
  request: { query: marketQuerySchema },
  responses: { 200: json(navigationContextSchema, 'The navigation'), ...errorResponses },
});

export const parametricRoute = createRoute({
  method: 'get',
  path: '/parametric/{code}',
  tags: categoryTags,
  request: { params: z.object({ code: z.string().min(1) }), query: marketQuerySchema },
  responses: { 200: json(parametricSchema, 'The parametric with all values'), ...errorResponses },
});

export const familiesRoute = createRoute({
  method: 'get',
  path: '/families',
  tags: categoryTags,
  summary: 'Collections',
  request: { query: marketQuerySchema },
  responses: { 200: json(z.array(familySchema), 'Collections'), ...errorResponses },
});

export const groupsRoute = createRoute({
  method: 'get',
  path: '/groups',
  tags: categoryTags,
  request: { query: marketQuerySchema },
  responses: { 200: json(z.array(groupSchema), 'Groups'), ...errorResponses },
});

export const groupBySlugRoute = createRoute({
  method: 'get',
  path: '/groups/slug/{slug}',
  tags: categoryTags,
  request: { params: z.object({ slug: z.string().min(1).max(120) }), query: marketQuerySchema },
  responses: { 200: json(groupSchema, 'The group'), ...errorResponses },
});
