import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { Logger } from '../logger';

export interface FieldError {
  field: string;
  message: string;
}

/** An expected failure the client can act on; the one error handler turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new ApiError(400, 'invalid_parameter', `${field}: ${message}`, [{ field, message }]);

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'request',
    message: issue.message,
  }));
}

export function errorBody(error: ApiError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.fields.length > 0 ? { details: { fields: error.fields } } : {}),
  };
}

/** The single place errors become HTTP. Unexpected errors are logged and never leak their text. */
export function handleError(error: Error, c: Context, logger: Logger) {
  if (error instanceof ApiError) return c.json(errorBody(error), error.status);
  logger.error({ err: error, requestId: c.get('requestId') }, 'Unhandled error');
  return c.json(
    { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    500,
  );
}
