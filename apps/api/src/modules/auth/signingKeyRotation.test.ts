import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIMS } from '../../testing/accessTokens';
import { signAccessToken, verifyAccessToken } from './accessToken';
import { authKeysFromPem, newSigningKeyPem } from './signingKeys';
import { hashOf, recordedSuccessorOf, successorOf } from './tokenSecrets';

/** A key change: the new key signs, the previous one still verifies what it signed (README "Security"). */
describe('signing key rotation', () => {
  const at = new Date('2026-11-29T06:00:00Z');
  const oldPem = newSigningKeyPem();
  const newPem = newSigningKeyPem();

  it('accepts tokens of the previous key during the change, and only then', async () => {
    const before = await authKeysFromPem(oldPem);
    const during = await authKeysFromPem(newPem, [oldPem]);
    const after = await authKeysFromPem(newPem);
    const { token: oldToken } = await signAccessToken(before, DEFAULT_CLAIMS, at);
    const { token: newToken } = await signAccessToken(during, DEFAULT_CLAIMS, at);

    expect(await verifyAccessToken(during, oldToken, at)).toEqual(
      await verifyAccessToken(before, oldToken, at),
    );
    expect((await verifyAccessToken(during, newToken, at)).ok).toBe(true);
    // New tokens are signed with the new key: the old key alone does not verify them.
    expect(await verifyAccessToken(before, newToken, at)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(after, oldToken, at)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still refuses an expired token of the previous key', async () => {
    const { token } = await signAccessToken(await authKeysFromPem(oldPem), DEFAULT_CLAIMS, at);
    const during = await authKeysFromPem(newPem, [oldPem]);
    const later = new Date(at.getTime() + 20 * 60_000);
    expect(await verifyAccessToken(during, token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('finds a refresh token’s successor derived with the previous key, and nothing for another key', async () => {
    const before = await authKeysFromPem(oldPem);
    const during = await authKeysFromPem(newPem, [oldPem]);
    const stranger = await authKeysFromPem(newSigningKeyPem());
    const token = 'a'.repeat(43);
    const successor = successorOf(before.successorSecret, token);
    const secrets = [during.successorSecret, ...during.previousSuccessorSecrets];
    expect(recordedSuccessorOf(secrets, token, hashOf(successor))).toBe(successor);
    expect(recordedSuccessorOf([stranger.successorSecret], token, hashOf(successor))).toBeUndefined();
  });
});
