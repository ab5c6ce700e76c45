import { describe, expect, it } from 'vitest';
import { rateLimitRuleFor } from './rateLimitPolicy';

const rule = (method: string, url: string, headers: Record<string, string> = {}) =>
  rateLimitRuleFor({ method, url, headers });

describe('rateLimitRuleFor', () => {
  it('counts pages, client-side navigations and prefetches as browsing', () => {
    expect(rule('GET', '/sv')).toBe('pages');
    expect(rule('GET', '/sv/alla-produkter/arbetsbyxor?filters=5,1003&sort=LowestPrice')).toBe('pages');
    expect(rule('GET', '/sv/produkt/abc?_rsc=1x', { rsc: '1' })).toBe('pages');
    expect(rule('HEAD', '/sitemap.xml')).toBe('pages');
    expect(rule('GET', '/preferences')).toBe('pages');
  });

  it('counts a search as a search, but not an empty one or a prefetch', () => {
    expect(rule('GET', '/sv/alla-produkter?query=jacka')).toBe('search');
    expect(rule('GET', '/sv/alla-produkter?page=2&query=m%C4%99%C5%BCczy%C5%BAni')).toBe('search');
    expect(rule('GET', '/sv/alla-produkter?query=jacka&_rsc=x', { rsc: '1' })).toBe('search');
    expect(rule('GET', '/sv/alla-produkter?query=')).toBe('pages');
    expect(rule('GET', '/sv/alla-produkter?query=+')).toBe('pages');
    expect(rule('GET', '/sv/alla-produkter?query=jacka', { 'next-router-prefetch': '1' })).toBe('pages');
  });

  it('is strict with the preferences form and every other write', () => {
    expect(rule('POST', '/preferences')).toBe('preferences');
    expect(rule('post', '/preferences?x=1')).toBe('preferences');
    expect(rule('POST', '/sv/produkt/abc')).toBe('writes');
    expect(rule('POST', '/login')).toBe('writes');
    expect(rule('DELETE', '/sv')).toBe('writes');
  });

  it("leaves build files, public files and the API's own calls alone", () => {
    expect(rule('GET', '/_next/static/chunks/app.js')).toBeNull();
    expect(rule('GET', '/images/image-missing.webp')).toBeNull();
    expect(rule('GET', '/icon.svg')).toBeNull();
    expect(rule('GET', '/api/product/images/100246719800/1.svg?width=223')).toBeNull();
    expect(rule('POST', '/api/anything')).toBeNull();
  });
});
