import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  type AnyCall,
  type CallInput,
  type HasRefusal,
  type IsJsonSuccess,
  type RefusalSchemaOf,
  type ResponseDeclaration,
  refusalStatusOf,
  type SuccessSchemaOf,
  successStatusOf,
  takesMarket,
} from '@workwear/contracts';
import { isResult, type Result } from '@workwear/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { resolveMarketContext } from '../context/marketContext';
import type { MarketRequestContext, RequestContext } from '../context/requestContext';
import type { AppEnv } from './appEnv';
import { validationHook } from './errors';

/** The context a call's handler gets: with the market when the call's query takes one. */
export type ContextOf<D extends AnyCall> =
  D['query'] extends z.ZodObject<infer Shape>
    ? 'marketId' extends keyof Shape
      ? MarketRequestContext
      : RequestContext
    : RequestContext;

type SuccessBody<D extends AnyCall> =
  IsJsonSuccess<D> extends true ? z.input<SuccessSchemaOf<D>> : string | Uint8Array<ArrayBuffer>;

/**
 * What a handler answers: the success body (JSON, or the bytes of a file response), a Result when the
 * call declares a refusal (a refused Result becomes that response), or a Response it built itself.
 */
export type Reply<D extends AnyCall> =
  | Response
  | (HasRefusal<D> extends true ? Result<SuccessBody<D>, z.input<RefusalSchemaOf<D>>> : SuccessBody<D>);

export type CallHandler<D extends AnyCall> = (
  ctx: ContextOf<D>,
  input: CallInput<D>,
  c: Context<AppEnv>,
) => Reply<D> | Promise<Reply<D>>;

/** The OpenAPI route of a declaration: path relative to the service's sub-app, every response listed. */
export function routeOf(call: AnyCall): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const [status, response] of Object.entries(call.responses as Record<string, ResponseDeclaration>)) {
    responses[status] = {
      description: response.description,
      ...(response.empty ? {} : { content: { [response.contentType]: { schema: response.schema } } }),
      ...(response.headers ? { headers: response.headers } : {}),
    };
  }
  return createRoute({
    method: call.method,
    path: call.path,
    tags: [call.service.tag],
    ...(call.summary ? { summary: call.summary } : {}),
    ...(call.description ? { description: call.description } : {}),
    request: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body
        ? { body: { content: { 'application/json': { schema: call.body } }, required: true } }
        : {}),
    },
    responses,
  });
}

// What the validators stored, read back untyped: the route was built from a wide RouteConfig, so
// Hono cannot type it; the declaration's own types are restored below.
type ValidatedRequest = { valid(target: 'param' | 'query' | 'json'): unknown };

/**
 * Serves a declared call on the service's sub-app: validates params, query and body with the declared
 * schemas (400 naming each field), resolves the market once for calls served in one, and sends what
 * the handler answers with the declared status and media type.
 */
export function serveCall<D extends AnyCall>(app: OpenAPIHono<AppEnv>, call: D, handler: CallHandler<D>) {
  const success = successStatusOf(call) as ContentfulStatusCode;
  const refuses = refusalStatusOf(call) !== undefined;
  const contentType = (call.responses as Record<number, ResponseDeclaration>)[success]!.contentType;
  const market = takesMarket(call);

  app.openapi(
    routeOf(call),
    async (c: Context<AppEnv>) => {
      const req = c.req as unknown as ValidatedRequest;
      // The validators ran with exactly the declaration's schemas, so their outputs have its types.
      const input = {
        params: call.params ? req.valid('param') : undefined,
        query: call.query ? req.valid('query') : undefined,
        body: call.body ? req.valid('json') : undefined,
      } as CallInput<D>;
      if (market) {
        const q = input.query as { marketId?: string; cultureCode?: string };
        c.set('ctx', { ...c.var.ctx, ...resolveMarketContext(q.marketId, q.cultureCode) });
      }
      const reply: unknown = await handler(c.var.ctx as ContextOf<D>, input, c);
      if (reply instanceof Response) return reply;
      if (refuses && isResult(reply)) {
        if (reply.ok) return c.json(reply.value, success);
        return c.json(reply.refusal, refusalStatusOf(call, reply.refusal) as ContentfulStatusCode);
      }
      if (contentType === 'application/json') return c.json(reply, success);
      return c.body(reply as string | Uint8Array<ArrayBuffer>, success, { 'Content-Type': contentType });
    },
    validationHook,
  );
}
