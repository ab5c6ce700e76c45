import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with scrypt from node:crypto (no native module to build, same on every
 * machine). The cost is part of the stored string (PHC-like: $scrypt$ln=15,r=8,p=1$salt$hash), so it
 * can be raised later: needsRehash tells the sign-in to store a new hash at the new cost.
 * ln=15, r=8 is 2^15 * 8 * 128 B = 32 MiB and about 50-100 ms per hash on this machine's cores.
 */
export interface ScryptCost {
  /** log2 of N */
  ln: number;
  r: number;
  p: number;
}

export const PASSWORD_COST: ScryptCost = { ln: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  return new Promise((resolve, reject) => {
    // maxmem: N * r * 128 bytes plus headroom; node's 32 MiB default is exactly the ln=15 need.
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r: cost.r, p: cost.p, maxmem: 2 * 128 * N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function parse(stored: string): ParsedHash | undefined {
  const m = PHC.exec(stored);
  if (!m) return undefined;
  return {
    cost: { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) },
    salt: Buffer.from(m[4] as string, 'base64url'),
    key: Buffer.from(m[5] as string, 'base64url'),
  };
}

/** True when password matches stored; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A stored hash made at another cost than today's: re-hash it after the next good sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.ln !== cost.ln || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/**
 * A hash of a password nobody has, at today's cost: verifying against it when the account does not
 * exist makes an unknown user cost the same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
};
