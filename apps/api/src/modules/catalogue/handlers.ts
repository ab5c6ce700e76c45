import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  allCategoriesCall,
  categoriesCall,
  categoryByIdCall,
  categoryBySlugCall,
  categoryParametricCall,
  categoryTreeCall,
  departmentsCall,
  familiesCall,
  groupBySlugCall,
  groupsCall,
  navigationCall,
  parametricCall,
  sizeGroupsCall,
} from '@workwear/contracts';
import { SIZE_GROUPS_CACHE_SECONDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { CatalogueService } from './service';

/** Thin handlers: validated input and the request's context in, service call, JSON out. */
export function registerCatalogueRoutes(app: OpenAPIHono<AppEnv>, deps: { catalogue: CatalogueService }) {
  const { catalogue } = deps;
  serveCall(app, sizeGroupsCall, (_ctx, _input, c) => {
    c.header('Cache-Control', `public, max-age=${SIZE_GROUPS_CACHE_SECONDS}`);
    return catalogue.sizeGroups();
  });
  serveCall(app, categoriesCall, (ctx) => catalogue.list(ctx));
  serveCall(app, departmentsCall, (ctx) => catalogue.departments(ctx));
  serveCall(app, allCategoriesCall, (ctx) => catalogue.all(ctx));
  serveCall(app, categoryTreeCall, (ctx) => catalogue.tree(ctx));
  serveCall(app, categoryBySlugCall, (ctx, { params }) => catalogue.bySlug(ctx, params.slug));
  serveCall(app, categoryParametricCall, (ctx, { params }) =>
    catalogue.categoryParametric(ctx, params.code, params.p),
  );
  serveCall(app, categoryByIdCall, (ctx, { params }) => catalogue.byId(ctx, params.id));
  serveCall(app, navigationCall, (ctx, { query }) => catalogue.navigation(ctx, query.context));
  serveCall(app, parametricCall, (ctx, { params }) => catalogue.parametric(ctx, params.code));
  serveCall(app, familiesCall, (ctx) => catalogue.families(ctx));
  serveCall(app, groupsCall, (ctx) => catalogue.groups(ctx));
  serveCall(app, groupBySlugCall, (ctx, { params }) => catalogue.groupBySlug(ctx, params.slug));
}
