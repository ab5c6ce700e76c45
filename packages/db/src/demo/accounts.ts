import { hashPassword } from '@workwear/server/passwordHash';
import type { BulkValue } from './bulkInsert';
import type { PersonPlan } from './customers';

/**
 * Hashes by password, kept for the process. A hash costs about 80 ms, so each distinct demo password
 * is hashed once and the string reused by every account that shares it: a world of 1,000 companies
 * costs seven hashes, not a thousand. Sharing a salt between demo accounts is harmless (their passwords
 * are published) and keeps repeated seeds in one process identical, while each process salts anew.
 */
const hashes = new Map<string, Promise<string>>();

export function demoPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    // A failed hash must not stay cached as a rejected promise.
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

/** Accounts of the people, one per person (id = customer id), every one active. */
export async function accountRows(people: readonly PersonPlan[]): Promise<BulkValue[][]> {
  const passwords = [...new Set(people.map((p) => p.password))];
  const hashed = new Map(
    await Promise.all(passwords.map(async (pw) => [pw, await demoPasswordHash(pw)] as const)),
  );
  return people.map((p) => [p.id, p.id, p.login, hashed.get(p.password) ?? null, p.roleId, true]);
}
