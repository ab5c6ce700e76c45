import type { z } from 'zod';

export type CallMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A backend service of the spec's call catalogue: its path prefix and the tag its calls are listed under. */
export interface ServiceDeclaration {
  readonly prefix: `/api/${string}`;
  readonly tag: string;
}

/** One response of a call: a status's body schema, its media type (JSON unless said) and headers. */
export interface ResponseDeclaration<S extends z.ZodType = z.ZodType> {
  readonly description: string;
  readonly schema: S;
  readonly contentType: string;
  readonly headers?: z.ZodObject;
  /**
   * A typed business outcome (an order refused with its code, a discount code not accepted): the
   * handler returns it as a failed Result, the client returns it as one instead of throwing.
   */
  readonly refusal?: true;
  /**
   * With more than one refusal status (an order refused at 422, or at 409 while another send of the
   * same cart runs): which refusals this status answers. The first status that takes it is used.
   */
  readonly refuses?: (refusal: unknown) => boolean;
  /** No body at all (204): declared without content. */
  readonly empty?: true;
}

export type ResponseDeclarations = Readonly<Record<number, ResponseDeclaration>>;

/**
 * A call declared once: the API builds its route from it (apps/api/src/http/declaredRoute.ts) and the
 * client its call (packages/client/src/declaredCall.ts). `path` is relative to the service prefix,
 * with the spec's casing, path parameters as {name}.
 */
export interface CallDeclaration<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ResponseDeclarations = ResponseDeclarations,
> {
  readonly service: ServiceDeclaration;
  readonly method: CallMethod;
  readonly path: `/${string}`;
  readonly summary?: string;
  readonly description?: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly responses: R;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest declaration, for code that handles any call
export type AnyCall = CallDeclaration<any, any, any, any>;

/** Keeps the declaration's exact schema types, so both sides infer their inputs and outputs from it. */
export const defineCall = <const D extends CallDeclaration>(call: D): D => call;

export const fullPathOf = (call: Pick<AnyCall, 'service' | 'path'>): string =>
  `${call.service.prefix}${call.path}`;

/** The success status: the lowest 2xx the call declares. */
export function successStatusOf(call: Pick<AnyCall, 'responses'>): number {
  const status = Object.keys(call.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b)[0];
  if (status === undefined) throw new Error('A call declares no 2xx response.');
  return status;
}

/** The statuses a call answers typed business refusals with (none for most calls). */
export function refusalStatusesOf(call: Pick<AnyCall, 'responses'>): number[] {
  return Object.entries(call.responses)
    .filter(([, r]) => (r as ResponseDeclaration).refusal)
    .map(([status]) => Number(status));
}

/** The status a call answers a typed business refusal with, if it has one (the first, without a refusal). */
export function refusalStatusOf(call: Pick<AnyCall, 'responses'>, refusal?: unknown): number | undefined {
  const responses = call.responses as Record<number, ResponseDeclaration>;
  return refusalStatusesOf(call).find(
    (status) => refusal === undefined || (responses[status]!.refuses?.(refusal) ?? true),
  );
}

/** Whether the call is served in a market: its query takes marketId and cultureCode. */
export const takesMarket = (call: Pick<AnyCall, 'query'>): boolean =>
  call.query !== undefined && 'marketId' in (call.query as z.ZodObject).shape;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type SuccessKey<R> = Extract<keyof R, 200 | 201 | 202 | 203 | 204>;
type RefusalKey<R> = { [K in keyof R]: R[K] extends { refusal: true } ? K : never }[keyof R];

/** The success response of a call, and its body's schema type. */
export type SuccessResponseOf<D extends AnyCall> = D['responses'][SuccessKey<D['responses']>];
export type SuccessSchemaOf<D extends AnyCall> = SuccessResponseOf<D>['schema'];
/** Whether the success body is JSON (else a file: text or bytes in its own media type). */
export type IsJsonSuccess<D extends AnyCall> = SuccessResponseOf<D>['contentType'] extends 'application/json'
  ? true
  : false;
/** The refusal body's schema type of a call (never without one). */
export type RefusalSchemaOf<D extends AnyCall> = [RefusalKey<D['responses']>] extends [never]
  ? never
  : D['responses'][RefusalKey<D['responses']>]['schema'];

/** What the API's handler receives, validated. */
export interface CallInput<D extends AnyCall> {
  params: Output<D['params']>;
  query: Output<D['query']>;
  body: Output<D['body']>;
}

type ParamsArg<P> = P extends z.ZodType ? { params: z.input<P> } : { params?: undefined };
type QueryArg<Q> = Q extends z.ZodType
  ? object extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : { query?: undefined };
type BodyArg<B> = B extends z.ZodType ? { body: z.input<B> } : { body?: undefined };

/** What a caller passes: the schemas' input types (before defaults and coercion); query optional when it may be empty. */
export type CallArgs<D extends AnyCall> = ParamsArg<D['params']> & QueryArg<D['query']> & BodyArg<D['body']>;

export type HasRefusal<D extends AnyCall> = [RefusalKey<D['responses']>] extends [never] ? false : true;
