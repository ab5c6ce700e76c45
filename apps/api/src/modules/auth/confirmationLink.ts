import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The create-account page's confirmation link: `{id}.{accountId}.{expires}.{signature}`, the
 * signature an HMAC-SHA256 over the first three with a key derived (HKDF) from the auth signing key.
 * A forged, altered or expired link is refused before any lookup; the row it names makes it single
 * use. A change of the signing key ends the links made before it (the resend gives a new one).
 */
export interface ConfirmationClaims {
  id: number;
  accountId: number;
  expiresAt: Date;
}

export const confirmationLinkKey = (successorSecret: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', successorSecret, 'workwear-auth', 'account-confirmation-link', 32));

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload, 'utf8').digest('base64url');

export function signConfirmation(key: Buffer, claims: ConfirmationClaims): string {
  const payload = `${claims.id}.${claims.accountId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The claims of a link signed with key and not expired at now; undefined for anything else. */
export function verifyConfirmation(key: Buffer, token: string, now: Date): ConfirmationClaims | undefined {
  const parts = /^(\d{1,15})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return undefined;
  const [, id, accountId, expires, given] = parts as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signature(key, `${id}.${accountId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt <= now) return undefined;
  return { id: Number(id), accountId: Number(accountId), expiresAt };
}
