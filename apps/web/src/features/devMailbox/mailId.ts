/**
 * A mail id as a URL carries it (/dev/mailbox/{id}, ?sent={id}): digits of a positive safe integer,
 * else undefined. A larger number would reach the API rounded, where it is a 400, not a 404.
 */
export function parseMailId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
