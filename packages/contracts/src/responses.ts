import { z } from 'zod';
import type { ResponseDeclaration } from './call';
import { apiErrorSchema } from './common';

/** A JSON response: the one way every call declares a body. */
export const json = <S extends z.ZodType>(schema: S, description: string) =>
  ({ schema, description, contentType: 'application/json' }) as const satisfies ResponseDeclaration;

/**
 * A response without a body (204): the OpenAPI document lists it without content, and the handler
 * answers it as a Response of its own.
 */
export const noContent = (description: string) =>
  ({ schema: z.null(), description, contentType: 'application/json', empty: true }) as const;

/** A response in another media type (a PDF, an image), with the headers it sets. */
export const file = <S extends z.ZodType>(
  contentType: string,
  schema: S,
  description: string,
  headers?: z.ZodObject,
) => ({ schema, description, contentType, ...(headers ? { headers } : {}) }) as const;

/**
 * A typed business outcome the caller must handle (declared at 422): the order codes, a discount code
 * that is not accepted, and later the laundry codes. Not an exception on either side: the handler
 * returns refuse(...) and the client's call answers a Result.
 */
export const refusal = <S extends z.ZodType>(
  schema: S,
  description: string,
  refuses?: (refusal: z.output<S>) => boolean,
) =>
  ({
    ...json(schema, description),
    refusal: true,
    ...(refuses ? { refuses: refuses as (refusal: unknown) => boolean } : {}),
  }) as const;

const ERROR_DESCRIPTIONS = {
  400: 'A parameter is invalid; details name each field',
  401: 'Not signed in, or the token is no longer valid',
  403: 'The principal may not do this',
  404: 'Not found',
  409: 'A stale version or a concurrent duplicate; current carries the state',
  422: 'Well-formed but refused',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'Unexpected failure; the body carries the request id and nothing internal',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

type ErrorResponses<S extends ErrorStatus> = {
  readonly [K in S | 429 | 500]: ReturnType<typeof json<typeof apiErrorSchema>>;
};

/**
 * The error responses of a call, all with the shared error body: the statuses named (with their
 * usual description, or the one given), plus 429 and 500, which any call can answer.
 */
export function errorResponses<S extends ErrorStatus>(
  statuses: readonly S[] | Partial<Record<S, string>>,
): ErrorResponses<S> {
  const described: Partial<Record<ErrorStatus, string>> = isStatusList(statuses)
    ? Object.fromEntries(statuses.map((s) => [s, ERROR_DESCRIPTIONS[s]]))
    : statuses;
  const all: Record<number, ReturnType<typeof json<typeof apiErrorSchema>>> = {};
  for (const [status, description] of Object.entries({ ...described, 429: undefined, 500: undefined })) {
    const s = Number(status) as ErrorStatus;
    all[s] = json(apiErrorSchema, description ?? ERROR_DESCRIPTIONS[s]);
  }
  return all as ErrorResponses<S>;
}

const isStatusList = <S extends ErrorStatus>(
  value: readonly S[] | Partial<Record<S, string>>,
): value is readonly S[] => Array.isArray(value);
