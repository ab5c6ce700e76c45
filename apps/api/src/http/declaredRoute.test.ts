import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import { createHttpClient, type HttpError, invokeCall } from '@workwear/client';
import {
  defineCall,
  errorResponses,
  json,
  marketQuerySchema,
  orderRefusalSchema,
  refusal,
  safeText,
} from '@workwear/contracts';
import { ok, orderRefusal } from '@workwear/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './appEnv';
import { serveCall } from './declaredRoute';
import { handleError } from './errors';
import { requestContextMiddleware } from './requestContext';

// A write call as the cart and checkout issues will declare one: path, query with the market, a body,
// and a typed refusal (the order codes) among its responses.
const service = { prefix: '/api/example', tag: 'Example' } as const;
const sendCall = defineCall({
  service,
  method: 'post',
  path: '/carts/{cartId}/send',
  params: z.object({ cartId: z.coerce.number().int().positive() }),
  query: marketQuerySchema,
  body: z.object({ comment: safeText().max(200), locked: z.boolean() }),
  responses: {
    200: json(z.object({ orderNo: z.string(), marketId: z.string(), siteId: z.number() }), 'The order'),
    422: refusal(orderRefusalSchema, 'The order was refused; orderErrorCode says why'),
    ...errorResponses([400, 404]),
  },
});

let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = new OpenAPIHono<AppEnv>();
  const logger = pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() }));
  app.use('*', requestContextMiddleware(logger));
  app.onError((error, c) => handleError(error, c, logger));
  const api = new OpenAPIHono<AppEnv>();
  serveCall(api, sendCall, (ctx, { params, body }) =>
    body.locked
      ? orderRefusal('CartIsLocked')
      : ok({
          orderNo: `O-${params.cartId}`,
          marketId: ctx.market.marketId,
          siteId: ctx.siteId,
        }),
  );
  app.route(service.prefix, api);
  app.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'test', version: '1' } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
  close = () => server.close();
});
afterAll(() => close());

const http = () =>
  createHttpClient({ baseUrl, defaultQuery: () => ({ marketId: 'NO', cultureCode: 'nb-NO' }) });

describe('a declared call served by the API and called by the client', () => {
  it('answers the success body with the market resolved once for the handler', async () => {
    const result = await invokeCall(http(), sendCall, {
      params: { cartId: 7 },
      body: { comment: 'Levér før jul, takk', locked: false },
    });
    expect(result).toEqual({ ok: true, value: { orderNo: 'O-7', marketId: 'NO', siteId: 2 } });
  });

  it('returns a declared refusal as a typed result, not an exception', async () => {
    const result = await invokeCall(http(), sendCall, {
      params: { cartId: 7 },
      body: { comment: '', locked: true },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject({ orderErrorCode: 38, reason: 'CartIsLocked' });
  });

  it('rejects bad input with a 400 naming each field: a control character, an unknown market', async () => {
    const nul = await invokeCall(http(), sendCall, {
      params: { cartId: 7 },
      body: { comment: 'a\u0000b', locked: false },
    }).catch((e: unknown) => e);
    expect((nul as HttpError).status).toBe(400);
    expect((nul as HttpError).body).toMatchObject({ details: { fields: [{ field: 'comment' }] } });

    const market = await invokeCall(
      createHttpClient({ baseUrl, defaultQuery: () => ({ marketId: 'ZZ' }) }),
      sendCall,
      { params: { cartId: 7 }, body: { comment: '', locked: false } },
    ).catch((e: unknown) => e);
    expect((market as HttpError).status).toBe(400);
    expect((market as HttpError).body).toMatchObject({ details: { fields: [{ field: 'marketId' }] } });
  });

  it('lists the call in the OpenAPI document with every declared response, the refusal included', async () => {
    const doc = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const operation = doc.paths['/api/example/carts/{cartId}/send']?.post;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '404',
      '422',
      '429',
      '500',
    ]);
    expect(operation?.requestBody).toBeDefined();
  });
});
