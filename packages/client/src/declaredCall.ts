import {
  type AnyCall,
  type CallArgs,
  fullPathOf,
  type HasRefusal,
  type IsJsonSuccess,
  type RefusalSchemaOf,
  type ResponseDeclaration,
  refusalStatusesOf,
  type SuccessSchemaOf,
  successStatusOf,
  takesMarket,
} from '@workwear/contracts';
import { ok, type Result, refuse } from '@workwear/domain/result';
import type { z } from 'zod';
import type { HttpClient, HttpMethod, RequestOptions } from './httpClient';
import { HttpError } from './httpErrors';
import type { QueryParams } from './requestUrl';

type SuccessOf<D extends AnyCall> =
  IsJsonSuccess<D> extends true ? z.output<SuccessSchemaOf<D>> : Blob | string;

/** What a declared call resolves to: its success body, or a Result when it declares a refusal. */
export type CallResult<D extends AnyCall> =
  HasRefusal<D> extends true ? Result<SuccessOf<D>, z.output<RefusalSchemaOf<D>>> : SuccessOf<D>;

/** Per-call transport options; method, path, query, body and schema come from the declaration. */
export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body' | 'skipDefaultQuery'>;

/** The declaration's path with each {name} replaced by its encoded value. */
export function fillPath(
  call: Pick<AnyCall, 'service' | 'path'>,
  params: Record<string, unknown> = {},
): string {
  return fullPathOf(call).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}'.`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls a declared API call: fills the path parameters, sends the query (with the client's
 * marketId and cultureCode when the call is served in a market) and the body, and validates the
 * response with the declared schema. A declared refusal comes back as a refused Result, checked by
 * its own schema; every other failure rejects as HttpError.
 */
export async function invokeCall<D extends AnyCall>(
  http: HttpClient,
  call: D,
  args: CallArgs<D>,
  options: CallOptions = {},
): Promise<CallResult<D>> {
  const { params, query, body } = args as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const responses = call.responses as Record<number, ResponseDeclaration>;
  const success = responses[successStatusOf(call)]!;
  const request = http.request(fillPath(call, params), {
    ...options,
    method: call.method.toUpperCase() as HttpMethod,
    // Query values are strings, numbers, booleans or arrays of them: what the declared schemas take.
    query: query as QueryParams | undefined,
    body: body as object | undefined,
    skipDefaultQuery: !takesMarket(call),
    // A 204 has no body to check (its declared schema, null, would refuse the absent body).
    ...(success.contentType === 'application/json' && !success.empty ? { schema: success.schema } : {}),
  });
  const refusalStatuses = refusalStatusesOf(call);
  if (refusalStatuses.length === 0) return (await request) as CallResult<D>;
  try {
    return ok(await request) as CallResult<D>;
  } catch (error) {
    if (!(error instanceof HttpError) || !refusalStatuses.includes(error.status)) throw error;
    // The same status may also carry a plain error (an idempotency key reused with another body is
    // 422 too): only a body of the refusal's shape is a refusal.
    const refusal = responses[error.status]!.schema.safeParse(error.body);
    if (!refusal.success) throw error;
    return refuse(refusal.data) as CallResult<D>;
  }
}

/** The body a declared call takes, as the caller writes it (before defaults). */
export type CallBody<C extends { body?: z.ZodType | undefined }> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : never;

/** Binds invokeCall to one HTTP client, for the typed service APIs. */
export const declaredCaller =
  (http: HttpClient) =>
  <D extends AnyCall>(call: D, args: CallArgs<D>, options?: CallOptions) =>
    invokeCall(http, call, args, options);
