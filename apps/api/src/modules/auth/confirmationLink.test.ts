import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmationLinkKey, signConfirmation, verifyConfirmation } from './confirmationLink';

const key = confirmationLinkKey(randomBytes(32));
const now = new Date('2026-11-29T12:00:00Z');
const claims = { id: 7, accountId: 42, expiresAt: new Date('2026-12-02T12:00:00Z') };

describe('confirmation link', () => {
  it('verifies its own signature until it expires', () => {
    const token = signConfirmation(key, claims);
    expect(verifyConfirmation(key, token, now)).toEqual(claims);
    expect(verifyConfirmation(key, token, claims.expiresAt)).toBeUndefined();
  });

  it('refuses an altered id, account or expiry, another key, and junk', () => {
    const token = signConfirmation(key, claims);
    const [id, account, expires, sig] = token.split('.');
    expect(verifyConfirmation(key, [Number(id) + 1, account, expires, sig].join('.'), now)).toBeUndefined();
    expect(verifyConfirmation(key, [id, Number(account) + 1, expires, sig].join('.'), now)).toBeUndefined();
    expect(
      verifyConfirmation(key, [id, account, Number(expires) + 3600, sig].join('.'), now),
    ).toBeUndefined();
    expect(verifyConfirmation(confirmationLinkKey(randomBytes(32)), token, now)).toBeUndefined();
    expect(verifyConfirmation(key, 'x', now)).toBeUndefined();
  });
});
