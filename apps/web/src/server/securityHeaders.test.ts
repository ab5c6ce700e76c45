import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  it('carries the policy, nosniff, the referrer policy and switched-off features', () => {
    const headers = securityHeaders({ nonce: 'n0nce', https: false });
    expect(headers['Content-Security-Policy']).toContain("'nonce-n0nce'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const features = headers['Permissions-Policy']?.split(', ') ?? [];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(features).toContain(`${feature}=()`);
    }
  });

  it('adds HSTS over https only', () => {
    expect(securityHeaders({ nonce: 'n', https: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{7,}/,
    );
    expect(securityHeaders({ nonce: 'n', https: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('never opens the shop to other origins', () => {
    const names = Object.keys(securityHeaders({ nonce: 'n', https: true })).map((n) => n.toLowerCase());
    expect(names.filter((n) => n.startsWith('access-control-'))).toEqual([]);
  });
});
