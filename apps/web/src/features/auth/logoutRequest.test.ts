import { MARKETS } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { logoutLanguage, logoutMayProceed } from './logoutRequest';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('the logout route signs out only on requests of this site', () => {
  it('signs out on a GET the site or the visitor made', () => {
    expect(logoutMayProceed('GET', headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(logoutMayProceed('GET', headers({ 'sec-fetch-site': 'none' }))).toBe(true);
  });

  it('asks first on a GET from another site, a sibling site, or a browser that does not say', () => {
    expect(logoutMayProceed('GET', headers({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(logoutMayProceed('GET', headers({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(logoutMayProceed('GET', headers({}))).toBe(false);
    expect(logoutMayProceed('HEAD', headers({}))).toBe(false);
  });

  it('signs out on a POST of this site, and asks on another site’s', () => {
    expect(logoutMayProceed('POST', headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(logoutMayProceed('POST', headers({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    const ownHost = { host: 'shop.example', origin: 'https://shop.example' };
    expect(logoutMayProceed('POST', headers(ownHost))).toBe(true);
    expect(logoutMayProceed('POST', headers({ host: 'shop.example' }))).toBe(true);
    expect(logoutMayProceed('POST', headers({ host: 'shop.example', origin: 'https://evil.example' }))).toBe(
      false,
    );
    expect(logoutMayProceed('POST', headers({ host: 'shop.example', origin: 'null' }))).toBe(false);
  });

  it('speaks the asked language when the market has it, else the market’s own', () => {
    const sweden = MARKETS.find((m) => m.name === 'se')!;
    expect(logoutLanguage(sweden, 'en')).toBe('en');
    expect(logoutLanguage(sweden, 'lv')).toBe('sv');
    expect(logoutLanguage(sweden, null)).toBe('sv');
  });
});
