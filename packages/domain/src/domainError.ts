import type { ZodError } from 'zod';

/**
 * What went wrong, as the business sees it. Services and repositories throw or return these; only the
 * API's HTTP layer knows which status each code becomes (apps/api/src/http/errors.ts), so a rule never
 * depends on how it is served.
 */
export const DOMAIN_ERROR_CODES = [
  /** Input that breaks a rule of its field: the field errors name each one. */
  'invalid_parameter',
  /** Well-formed input the business refuses (e.g. the same idempotency key with another body). */
  'unprocessable',
  'unauthenticated',
  'forbidden',
  /** Also for records of another company: their existence is not revealed. */
  'not_found',
  /** A stale version or a concurrent duplicate: details carry the current state where there is one. */
  'conflict',
  'rate_limited',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields: readonly FieldError[] = [],
    /** Extra machine-readable facts, e.g. the current record on a conflict. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidParameter = (field: string, message: string) =>
  new DomainError('invalid_parameter', `${field}: ${message}`, [{ field, message }]);

/**
 * A failed zod parse as 'invalid_parameter', naming every offending field; an issue about the input as
 * a whole is named `whole`.
 */
export function invalidInput(error: ZodError, whole = 'request'): DomainError {
  const fields = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : whole,
    message: issue.message,
  }));
  return new DomainError(
    'invalid_parameter',
    fields.map((f) => `${f.field}: ${f.message}`).join('; '),
    fields,
  );
}

export const notFound = (what: string) => new DomainError('not_found', `${what} was not found.`);

export const conflict = (message: string, current?: unknown) =>
  new DomainError('conflict', message, [], current);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** Field errors of a form's rules as one 'invalid_parameter' naming each field (400). */
export const fieldErrors = (fields: readonly FieldError[]) =>
  new DomainError('invalid_parameter', fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
