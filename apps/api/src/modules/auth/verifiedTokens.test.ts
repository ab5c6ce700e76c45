import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIMS } from '../../testing/accessTokens';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './accessToken';
import { authKeysFromPem, newSigningKeyPem } from './signingKeys';
import { createVerifiedTokens } from './verifiedTokens';

describe('remembered token verifications', () => {
  const at = new Date('2026-11-25T10:00:00Z');
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  /** Counts how often the signature is really checked. */
  function counted() {
    let calls = 0;
    const verify: typeof verifyAccessToken = (...args) => {
      calls++;
      return verifyAccessToken(...args);
    };
    return { verified: createVerifiedTokens(verify), calls: () => calls };
  }

  it('checks a token once and answers the same claims until it expires, then refuses it as expired', async () => {
    const keys = await authKeysFromPem(newSigningKeyPem());
    const { token } = await signAccessToken(keys, { ...DEFAULT_CLAIMS, companyId: 7 }, at);
    const { verified, calls } = counted();

    const first = await verified(keys, token, at);
    expect(first).toEqual(await verifyAccessToken(keys, token, at));
    expect(await verified(keys, token, later(60))).toEqual(first);
    expect(await verified(keys, token, later(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(first);
    expect(calls()).toBe(1);

    // Past its expiry the token is verified again, and the verification's own answer is given.
    const expired = await verified(keys, token, later(ACCESS_TOKEN_TTL_SECONDS + 60));
    expect(expired).toEqual({ ok: false, reason: 'expired' });
    expect(calls()).toBe(2);
  });

  it('never answers from memory for other keys, another text, or a time before it was checked', async () => {
    const keys = await authKeysFromPem(newSigningKeyPem());
    const otherKeys = await authKeysFromPem(newSigningKeyPem());
    const { token } = await signAccessToken(keys, DEFAULT_CLAIMS, at);
    const { verified, calls } = counted();
    expect((await verified(keys, token, later(10))).ok).toBe(true);

    expect(await verified(otherKeys, token, later(20))).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    expect((await verified(keys, altered, later(20))).ok).toBe(false);
    expect((await verified(keys, token, at)).ok).toBe(true);
    expect(calls()).toBe(4);
  });

  it('does not remember a refusal', async () => {
    const keys = await authKeysFromPem(newSigningKeyPem());
    const { token } = await signAccessToken(keys, DEFAULT_CLAIMS, at);
    const { verified, calls } = counted();
    expect((await verified(keys, token, later(ACCESS_TOKEN_TTL_SECONDS + 60))).ok).toBe(false);
    expect((await verified(keys, token, later(ACCESS_TOKEN_TTL_SECONDS + 61))).ok).toBe(false);
    expect(calls()).toBe(2);
  });
});
