import { describe, expect, it } from 'vitest';
import { canonicalJson, hashRequest } from './idempotency';

describe('request hashes', () => {
  it('ignore key order at every level, and nothing else', () => {
    const a = { name: 'Mężczyźni', lines: [{ sku: 'A1', qty: 2 }], meta: { b: 1, a: [3, 1] } };
    const b = { meta: { a: [3, 1], b: 1 }, lines: [{ qty: 2, sku: 'A1' }], name: 'Mężczyźni' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(hashRequest(a)).toBe(hashRequest(b));
    expect(hashRequest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRequest({ ...a, meta: { a: [1, 3], b: 1 } })).not.toBe(hashRequest(a));
    expect(hashRequest({ ...a, name: 'Mezczyzni' })).not.toBe(hashRequest(a));
  });

  it('treat a missing body as null and keep dates as their JSON text', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ at: new Date('2026-11-23T10:00:00Z') })).toBe('{"at":"2026-11-23T10:00:00.000Z"}');
  });
});
