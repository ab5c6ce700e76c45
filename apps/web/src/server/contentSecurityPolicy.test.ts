import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, nonceOfPolicy } from './contentSecurityPolicy';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows inline script only by the nonce, and nothing from other origins', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123==', https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-eval'");
      expect(values.some((v) => v.startsWith('http') || v === '*')).toBe(false);
    }
  });

  it('forbids framing, plugins, foreign base URLs and foreign form targets', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', https: false }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('lets forms reach the configured public origins (a market switch may redirect to another site)', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        https: true,
        formOrigins: ['https://www.example.se', 'https://www.example.no', 'https://www.example.se'],
      }),
    );
    expect(policy.get('form-action')).toEqual(["'self'", 'https://www.example.se', 'https://www.example.no']);
  });

  it('upgrades insecure requests only over https', () => {
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', https: true })).has('upgrade-insecure-requests'),
    ).toBe(true);
    expect(
      directives(contentSecurityPolicy({ nonce: 'n', https: false })).has('upgrade-insecure-requests'),
    ).toBe(false);
  });
});

describe('newNonce', () => {
  it('gives 128 random bits that Next finds in the policy', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      const policy = contentSecurityPolicy({ nonce, https: false });
      expect(getScriptNonceFromHeader(policy)).toBe(nonce);
      expect(nonceOfPolicy(policy)).toBe(nonce);
    }
  });

  it('is not read from a policy without one', () => {
    expect(nonceOfPolicy("default-src 'self'")).toBeUndefined();
    expect(nonceOfPolicy('')).toBeUndefined();
  });
});
