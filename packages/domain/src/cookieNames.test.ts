import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, MARKET_COOKIE, VAT_CHOICE_COOKIE } from './cookieNames';

describe('cookie names', () => {
  it('are distinct RFC 6265 tokens', () => {
    const names = [MARKET_COOKIE, VAT_CHOICE_COOKIE, CONSENT_COOKIE];
    expect(names).toEqual(['market', 'vatChoice', 'cookieConsent']);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
  });
});
