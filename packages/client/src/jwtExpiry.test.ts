import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './base64Url';
import { isJwtExpired } from './jwtExpiry';
import { makeJwt } from './testing/jwtFixtures';

const NOW_MS = Date.UTC(2025, 0, 1);
const nowSeconds = NOW_MS / 1000;

describe('isJwtExpired', () => {
  it('is false before exp and true at or after it', () => {
    expect(isJwtExpired(makeJwt({ exp: nowSeconds + 1 }), NOW_MS)).toBe(false);
    expect(isJwtExpired(makeJwt({ exp: nowSeconds }), NOW_MS)).toBe(true);
    expect(isJwtExpired(makeJwt({ exp: nowSeconds - 60 }), NOW_MS)).toBe(true);
  });

  it('applies the leeway', () => {
    expect(isJwtExpired(makeJwt({ exp: nowSeconds + 20 }), NOW_MS, 30_000)).toBe(true);
  });

  it('treats a missing or non-numeric exp as expired', () => {
    expect(isJwtExpired(makeJwt({ sub: 'x' }), NOW_MS)).toBe(true);
    expect(isJwtExpired(makeJwt({ exp: String(nowSeconds + 60) }), NOW_MS)).toBe(true);
  });

  it('treats a malformed token as expired', () => {
    expect(isJwtExpired('not-a-jwt', NOW_MS)).toBe(true);
    expect(isJwtExpired('a.%%%.c', NOW_MS)).toBe(true);
    expect(isJwtExpired(`a.${Buffer.from('[1,').toString('base64url')}.c`, NOW_MS)).toBe(true);
  });

  it('reads payloads with non-ASCII claims (base64url characters - and _)', () => {
    const token = makeJwt({ name: 'Åsa Ørsted ~~~???', exp: nowSeconds + 60 });
    expect(isJwtExpired(token, NOW_MS)).toBe(false);
  });
});

describe('decodeBase64Url', () => {
  it('decodes with and without padding, matching Node', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Arbetskläder ✓', '>>>???']) {
      const encoded = Buffer.from(text, 'utf8').toString('base64url');
      expect(decodeBase64Url(encoded)).toBe(text);
      expect(
        decodeBase64Url(Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_')),
      ).toBe(text);
    }
  });

  it('rejects malformed input', () => {
    expect(() => decodeBase64Url('a')).toThrow();
    expect(() => decodeBase64Url('ab+c')).toThrow();
  });
});
