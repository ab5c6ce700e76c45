import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Opaque secrets of the sign-in: refresh tokens and reset links. Only their sha256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * The refresh token that follows `token` on rotation: derived, not random, so a repeat of a just-rotated
 * token (a second tab, a retried request) can be answered with the same successor without storing its
 * plaintext; only whoever holds `token` and the server's secret can compute it.
 */
export const successorOf = (secret: Buffer, token: string): string =>
  createHmac('sha256', secret).update(token, 'utf8').digest('base64url');

/** The successor of a rotated token whose sha256 was recorded, derived with one of secrets; else undefined. */
export const recordedSuccessorOf = (
  secrets: readonly Buffer[],
  token: string,
  recordedHash: string | null,
): string | undefined =>
  secrets.map((secret) => successorOf(secret, token)).find((successor) => hashOf(successor) === recordedHash);

/** Shaped like what newOpaqueToken makes; anything else is refused before a lookup. */
export const isOpaqueTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
