import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwordHash';

const cheap = { ln: 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password, in every language, and refuses a wrong one', async () => {
    const stored = await hashPassword('Żółć-ģērbšanās-řeka-õun', cheap);
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Żółć-ģērbšanās-řeka-õun', stored)).toBe(true);
    expect(await verifyPassword('Zolc-gerbsanas-reka-oun', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, and treats composed and decomposed letters as one password', async () => {
    const a = await hashPassword('same', cheap);
    expect(await hashPassword('same', cheap)).not.toBe(a);
    const composed = await hashPassword('ř', cheap);
    expect(await verifyPassword('r\u030c', composed)).toBe(true);
  });

  it('refuses malformed stored values and asks for a re-hash at another cost', async () => {
    expect(await verifyPassword('x', 'plain text')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=10,r=8,p=1$$')).toBe(false);
    const stored = await hashPassword('x', cheap);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(stored, cheap)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('keeps one decoy hash at the real cost, which no password opens', async () => {
    const decoy = await decoyHash();
    expect(decoy).toBe(await decoyHash());
    expect(needsRehash(decoy)).toBe(false);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});
