import type { DomainError, DomainErrorCode, FieldError } from '@workwear/domain';
import { isDomainError } from '@workwear/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { Logger } from '../logger';

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

export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'request',
    message: issue.message,
  }));
}

export function errorBody(error: DomainError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.fields.length > 0 ? { details: { fields: [...error.fields] } } : {}),
    ...(error.current !== undefined ? { current: error.current } : {}),
  };
}

/** The single place errors become HTTP. Unexpected errors are logged and never leak their text. */
export function handleError(error: Error, c: Context, logger: Logger) {
  if (isDomainError(error)) return c.json(errorBody(error), STATUS_OF[error.code]);
  const requestId: string | undefined = c.get('requestId');
  logger.error({ err: error, requestId }, 'Unhandled error');
  return c.json(
    {
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      ...(requestId ? { requestId } : {}),
    },
    500,
  );
}
