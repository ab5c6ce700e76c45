import { getMarketByName, type Market } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { createPublicUrls } from './publicUrls';
import { parseWebConfig } from './webConfig';

const market = (name: string): Market => {
  const found = getMarketByName(name);
  if (!found) throw new Error(name);
  return found;
};

describe('public URLs from configuration', () => {
  it('default to http://localhost:{PORT} for every market, and no host names a market', () => {
    const urls = createPublicUrls(parseWebConfig({ PORT: '3100' }));
    expect(urls.originOf(market('se'))).toBe('http://localhost:3100');
    expect(urls.absoluteUrl(market('no'), '/nb/produkt/x')).toBe('http://localhost:3100/nb/produkt/x');
    expect(urls.marketForHost('localhost:3100')).toBeUndefined();
    // The domain's production hosts name no market unless configured.
    expect(urls.marketForHost('www.workwearshop.se')).toBeUndefined();
  });

  it('give a market its own origin, and its host then names it', () => {
    const urls = createPublicUrls(
      parseWebConfig({
        PUBLIC_URL: 'https://shop.example.com/',
        MARKET_PUBLIC_URLS: 'se=https://www.example.se, no=https://WWW.Example.NO',
      }),
    );
    expect(urls.originOf(market('se'))).toBe('https://www.example.se');
    expect(parseWebConfig({ PUBLIC_URL: 'https://shop.example.com' }).publicUrlConfigured).toBe(true);
    expect(urls.originOf(market('no'))).toBe('https://www.example.no');
    expect(urls.originOf(market('de'))).toBe('https://shop.example.com');
    expect(urls.marketForHost('www.example.se')?.name).toBe('se');
    expect(urls.marketForHost('WWW.EXAMPLE.NO.')?.name).toBe('no');
    expect(urls.marketForHost('shop.example.com')).toBeUndefined();
    expect(urls.marketForHost('evil.example')).toBeUndefined();
  });

  it('let no host name a market that two markets share', () => {
    const urls = createPublicUrls(
      parseWebConfig({ MARKET_PUBLIC_URLS: 'se=https://nordic.example,no=https://nordic.example' }),
    );
    expect(urls.marketForHost('nordic.example')).toBeUndefined();
    expect(urls.originOf(market('no'))).toBe('https://nordic.example');
  });

  it('refuse anything but a site path', () => {
    const urls = createPublicUrls(parseWebConfig({}));
    expect(() => urls.absoluteUrl(market('se'), '//evil.example/x')).toThrow();
    expect(() => urls.absoluteUrl(market('se'), 'https://evil.example/')).toThrow();
  });
});

describe('parseWebConfig', () => {
  it('refuses public URLs with a path, other schemes, unknown markets and malformed proxies', () => {
    expect(() => parseWebConfig({ PUBLIC_URL: 'https://shop.example/us' })).toThrow(/PUBLIC_URL/);
    expect(() => parseWebConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => parseWebConfig({ MARKET_PUBLIC_URLS: 'xx=https://a.example' })).toThrow(
      /MARKET_PUBLIC_URLS/,
    );
    expect(() => parseWebConfig({ MARKET_PUBLIC_URLS: 'se' })).toThrow(/MARKET_PUBLIC_URLS/);
    expect(() => parseWebConfig({ TRUSTED_PROXIES: '10.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseWebConfig({ WEB_CACHE: 'maybe' })).toThrow(/WEB_CACHE/);
  });

  it('reads the web server settings', () => {
    const config = parseWebConfig({
      PORT: '8080',
      WEB_WORKERS: '3',
      WEB_CACHE: 'off',
      WEB_CACHE_MB: '16',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1',
    });
    expect(config).toMatchObject({
      port: 8080,
      workers: 3,
      pageCache: false,
      pageCacheBytes: 16 * 1024 * 1024,
      publicUrl: 'http://localhost:8080',
      publicUrlConfigured: false,
      trustedProxies: ['10.0.0.0/8', '::1'],
    });
  });
});
