import { isDomainError } from '@workwear/domain';
import { expect } from 'vitest';

/** Runs a service call that must refuse its input, and gives the fields its DomainError names. */
export async function refusedFields(call: () => Promise<unknown>): Promise<string[]> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDomainError(error)) throw new Error(`Expected a domain error, got ${String(error)}`);
  expect(error.code).toBe('invalid_parameter');
  return error.fields.map((f) => f.field);
}
