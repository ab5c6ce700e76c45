import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { loginLanguage, returnTarget } from './returnTarget';

const se = getMarketByName('se')!;

describe('returnTarget', () => {
  it('follows a path of this site in one of the market’s languages', () => {
    expect(returnTarget('/sv/mina-sidor/konto', se, 'sv')).toBe('/sv/mina-sidor/konto');
    expect(returnTarget('/en/all-products?page=2', se, 'sv')).toBe('/en/all-products?page=2');
  });

  it('refuses other sites, odd schemes and loops, going to the language home', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/login?returnTo=/sv',
      '/logout?locale=sv',
      '/de/produkte',
      '',
      undefined,
      42,
    ]) {
      expect(returnTarget(bad, se, 'sv'), String(bad)).toBe('/sv');
    }
  });
});

describe('loginLanguage', () => {
  it('speaks returnTo’s language when the market has it, else the market default', () => {
    expect(loginLanguage('/en/all-products', se)).toBe('en');
    expect(loginLanguage('/de/x', se)).toBe('sv');
    expect(loginLanguage('https://evil.example/en', se)).toBe('sv');
    expect(loginLanguage(undefined, se)).toBe('sv');
  });
});
