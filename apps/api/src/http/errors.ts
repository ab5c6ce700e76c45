import {
  type DomainError,
  type DomainErrorCode,
  invalidInput,
  invalidParameter,
  isDomainError,
} from '@workwear/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { Logger } from '../logger';
import type { AppEnv } from './appEnv';

/** The one table from business error codes to HTTP statuses. */
export const STATUS_OF: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid_parameter: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
};

export function errorBody(error: DomainError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.fields.length > 0 ? { details: { fields: [...error.fields] } } : {}),
    ...(error.current !== undefined ? { current: error.current } : {}),
  };
}

/** The answer for a path the API does not serve (and for one it will not tell exists). */
export const noRoute = (c: Context) =>
  c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}.` }, 404);

/** Validation failures of any route: 400 with every offending field named. */
export function validationHook(
  result: { success: boolean; error?: unknown },
  c: { json: (b: unknown, s: 400) => Response },
) {
  if (result.success) return;
  return c.json(errorBody(invalidInput(result.error as ZodError)), 400);
}

/**
 * The single place errors become HTTP. Unexpected errors are logged with the request's logger and
 * answer only a generic message and the request id: never a stack, SQL text or the error's message.
 */
export function handleError(error: Error, c: Context<AppEnv>, logger: Logger) {
  if (isDomainError(error)) return c.json(errorBody(error), STATUS_OF[error.code]);
  if (isUnreadableBody(error))
    return c.json(errorBody(invalidParameter('body', UNREADABLE_BODY_MESSAGE)), 400);
  const ctx = c.get('ctx') as AppEnv['Variables']['ctx'] | undefined;
  (ctx?.log ?? logger).error({ err: error }, 'Unhandled error');
  return c.json(
    {
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      ...(ctx ? { requestId: ctx.requestId } : {}),
    },
    500,
  );
}

/** What a caller reads when a JSON body cannot be read as JSON at all. */
export const UNREADABLE_BODY_MESSAGE = 'The request body must be JSON sent as Content-Type: application/json';

/**
 * A body the route's validator could not read (not JSON, or sent as another media type): Hono's
 * validators throw an HTTPException (400 or 415) before the schema runs. The caller's mistake, so a 400
 * naming the body like any other invalid field, never a 500.
 */
const isUnreadableBody = (error: Error) =>
  error instanceof HTTPException && (error.status === 400 || error.status === 415);
