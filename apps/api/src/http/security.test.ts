import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_RATE_LIMITS } from './rateLimitPolicy';
import { securityOptionsOf } from './security';

const optionsOf = (env: Record<string, string>) => securityOptionsOf(loadConfig(env));

describe('security configuration', () => {
  it('defaults to loopback as the trusted proxy, no CORS origins and the default limits', () => {
    expect(optionsOf({})).toEqual({
      trustedProxies: ['127.0.0.1', '::1'],
      corsOrigins: [],
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('takes lists of proxies, origins and per-group limits', () => {
    const options = optionsOf({
      TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32',
      CORS_ORIGINS: 'https://partner.example,http://localhost:5173',
      API_RATE_LIMITS: 'document=5, search=50',
    });
    expect(options.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(options.corsOrigins).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(options.rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, document: 5, search: 50 });
    expect(optionsOf({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(optionsOf({ API_RATE_LIMIT: 'off' }).rateLimits).toBeNull();
  });

  it('refuses a bad value, naming the variable', () => {
    for (const [name, value] of [
      ['TRUSTED_PROXIES', 'proxy.example'],
      ['TRUSTED_PROXIES', '10.0.0.0/99'],
      ['CORS_ORIGINS', 'https://partner.example/path'],
      ['CORS_ORIGINS', '*'],
      ['API_RATE_LIMITS', 'checkout=5'],
      ['API_RATE_LIMITS', 'document=0'],
      ['API_RATE_LIMIT', 'yes'],
    ] as const) {
      expect(() => optionsOf({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}`));
    }
  });
});
