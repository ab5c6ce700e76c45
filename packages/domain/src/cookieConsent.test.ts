import { describe, expect, it } from 'vitest';
import {
  acceptAllConsent,
  allowsSocialTracking,
  CONSENT_CATEGORIES,
  type Consent,
  necessaryOnlyConsent,
  parseConsentCookie,
  serializeConsent,
} from './cookieConsent';

const mixed: Consent = { necessary: true, functional: true, performance: false, targeting: true };

describe('consent categories', () => {
  it('are the specification’s four, necessary always on', () => {
    expect(CONSENT_CATEGORIES).toEqual(['necessary', 'functional', 'performance', 'targeting']);
    expect(acceptAllConsent()).toEqual({
      necessary: true,
      functional: true,
      performance: true,
      targeting: true,
    });
    expect(necessaryOnlyConsent()).toEqual({
      necessary: true,
      functional: false,
      performance: false,
      targeting: false,
    });
  });
});

describe('consent cookie', () => {
  it('is compact and needs no encoding', () => {
    expect(serializeConsent(mixed)).toBe('v1.f1.p0.t1');
    expect(serializeConsent(acceptAllConsent())).toBe('v1.f1.p1.t1');
    expect(serializeConsent(necessaryOnlyConsent())).toBe('v1.f0.p0.t0');
    expect(encodeURIComponent(serializeConsent(mixed))).toBe(serializeConsent(mixed));
  });

  it('round-trips every combination', () => {
    for (let bits = 0; bits < 8; bits++) {
      const consent: Consent = {
        necessary: true,
        functional: (bits & 1) === 1,
        performance: (bits & 2) === 2,
        targeting: (bits & 4) === 4,
      };
      expect(parseConsentCookie(serializeConsent(consent))).toEqual(consent);
    }
  });

  it('reads the flags in any order and tolerates surrounding space', () => {
    expect(parseConsentCookie('v1.t1.f1.p0')).toEqual(mixed);
    expect(parseConsentCookie(' v1.f1.p0.t1 ')).toEqual(mixed);
  });

  it('gives undefined, meaning ask again, for anything else', () => {
    for (const value of [
      undefined,
      '',
      'true',
      '{"functional":true}',
      'v2.f1.p0.t1',
      'v1.f1.p0',
      'v1.f1.p0.t1.x1',
      'v1.f1.f0.p0.t1',
      'v1.f1.p2.t1',
      'v1.f1..p0.t1',
      'f1.p0.t1',
    ]) {
      expect(parseConsentCookie(value), String(value)).toBeUndefined();
    }
  });
});

describe('allowsSocialTracking', () => {
  it('needs targeting consent', () => {
    expect(allowsSocialTracking(acceptAllConsent(), { isB2B: false })).toBe(true);
    expect(allowsSocialTracking({ ...acceptAllConsent(), targeting: false }, { isB2B: false })).toBe(false);
    expect(allowsSocialTracking(undefined, { isB2B: false })).toBe(false);
  });

  it('is off for business buyers whatever they consented to', () => {
    expect(allowsSocialTracking(acceptAllConsent(), { isB2B: true })).toBe(false);
  });
});
