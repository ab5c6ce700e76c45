import { createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync } from 'node:crypto';
import type { DatabaseHandle } from '@workwear/db';
import { type CryptoKey, importPKCS8, importSPKI } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, type AccessTokenKeys } from './accessToken';
import { readOrStoreMeta } from './repository';

/** The app_meta key under which a generated signing key is shared by every API process of a database. */
export const SIGNING_KEY_META = 'auth_signing_key';

/** The access token keys plus a secret for the refresh-token successors, all from one P-256 key. */
export interface AuthKeys extends AccessTokenKeys {
  /** HMAC key for deriving a rotated refresh token's successor (tokenSecrets.ts). */
  successorSecret: Buffer;
  /** The successor secrets of the previous keys, so a refresh within the grace window spans a key change. */
  previousSuccessorSecrets: readonly Buffer[];
}

interface KeyParts {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  successorSecret: Buffer;
}

async function keyParts(pkcs8Pem: string): Promise<KeyParts> {
  const privateObject = createPrivateKey({ key: pkcs8Pem, format: 'pem' });
  if (
    privateObject.asymmetricKeyType !== 'ec' ||
    privateObject.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('AUTH_SIGNING_KEY must be a PKCS8 PEM of a P-256 (prime256v1) key.');
  }
  const spki = createPublicKey(privateObject).export({ format: 'pem', type: 'spki' }).toString();
  const der = privateObject.export({ format: 'der', type: 'pkcs8' });
  return {
    privateKey: await importPKCS8(pkcs8Pem, ACCESS_TOKEN_ALGORITHM),
    publicKey: await importSPKI(spki, ACCESS_TOKEN_ALGORITHM),
    successorSecret: Buffer.from(hkdfSync('sha256', der, 'workwear-auth', 'refresh-token-successor', 32)),
  };
}

/**
 * The keys from the signing key's PEM, and from the previous keys' PEMs during a key change: those
 * only verify (access tokens they signed, successors they derived), they never sign.
 */
export async function authKeysFromPem(
  pkcs8Pem: string,
  previousPems: readonly string[] = [],
): Promise<AuthKeys> {
  const current = await keyParts(pkcs8Pem);
  const previous = await Promise.all(previousPems.map(keyParts));
  return {
    ...current,
    previousPublicKeys: previous.map((p) => p.publicKey),
    previousSuccessorSecrets: previous.map((p) => p.successorSecret),
  };
}

export const newSigningKeyPem = (): string =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();

/**
 * The key kept in the database when none is configured: the first process to start writes one, every
 * other reads the same (INSERT ... ON CONFLICT DO NOTHING, then read back), so tokens one process signs
 * verify in all of them, and survive restarts.
 */
export const storedSigningKeyPem = (handle: DatabaseHandle): Promise<string> =>
  readOrStoreMeta(handle, SIGNING_KEY_META, newSigningKeyPem());

/**
 * Where the app's keys come from: the configured PEM (and the previous one during a key change), else
 * the database's shared one (development only: see config.ts); loaded once.
 */
export function authKeySource(
  handle: DatabaseHandle,
  configuredPem?: string,
  previousPems: readonly string[] = [],
): () => Promise<AuthKeys> {
  let keys: Promise<AuthKeys> | undefined;
  return () => {
    keys ??= (configuredPem ? Promise.resolve(configuredPem) : storedSigningKeyPem(handle)).then((pem) =>
      authKeysFromPem(pem, previousPems),
    );
    // A failed load (database down at start) is retried by the next request rather than kept.
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
}
