/**
 * An expected business outcome as a value, not an exception (like Vendure's ErrorResult): a service
 * returns ok(value) or refuse(refusal), and the route's declaration lists the refusal as a response.
 * Only bugs throw.
 */
export type Result<T, F> = Ok<T> | Refused<F>;
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}
export interface Refused<F> {
  readonly ok: false;
  readonly refusal: F;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const refuse = <F>(refusal: F): Refused<F> => ({ ok: false, refusal });

export const isResult = (value: unknown): value is Result<unknown, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'ok' in value &&
  ((value.ok === true && 'value' in value) || (value.ok === false && 'refusal' in value));
