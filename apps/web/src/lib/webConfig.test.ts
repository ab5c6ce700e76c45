import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../server/rateLimitPolicy';
import { parseWebConfig } from './webConfig';

describe('rate limit settings (WEB_RATE_LIMIT, WEB_RATE_LIMITS)', () => {
  it('are on with the default budgets unless told otherwise', () => {
    expect(parseWebConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('take budgets by rule name, per minute, keeping the defaults of the others', () => {
    expect(parseWebConfig({ WEB_RATE_LIMITS: 'search=30, pages=600' }).rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      search: 30,
      pages: 600,
    });
  });

  it('can be switched off', () => {
    expect(parseWebConfig({ WEB_RATE_LIMIT: 'off', WEB_RATE_LIMITS: 'search=30' }).rateLimits).toBeNull();
  });

  it.each([
    ['serch=5', 'WEB_RATE_LIMITS'],
    ['search=0', 'WEB_RATE_LIMITS'],
    ['search=lots', 'WEB_RATE_LIMITS'],
    ['search', 'WEB_RATE_LIMITS'],
  ])('refuse %j, naming the variable', (value, name) => {
    expect(() => parseWebConfig({ WEB_RATE_LIMITS: value })).toThrow(name);
  });

  it('refuse an unknown switch value', () => {
    expect(() => parseWebConfig({ WEB_RATE_LIMIT: 'yes' })).toThrow('WEB_RATE_LIMIT');
  });
});

describe('bind address and development tools (WEB_HOST, DEV_TOOLS)', () => {
  it('binds to 127.0.0.1 beside the embedded database, with the development tools on', () => {
    const config = parseWebConfig({});
    expect(config.bindHost).toBe('127.0.0.1');
    expect(config.devTools).toBe(true);
  });

  it('binds to every interface beside a database server, where the tools are off', () => {
    const config = parseWebConfig({ DATABASE_URL: 'postgres://db.example/shop' });
    expect(config.bindHost).toBe('0.0.0.0');
    expect(config.devTools).toBe(false);
  });

  it('refuses the tools on a bind other machines reach, naming WEB_HOST and DEV_TOOLS', () => {
    expect(() => parseWebConfig({ WEB_HOST: '0.0.0.0' })).toThrow(/WEB_HOST: DEV_TOOLS is on/);
    expect(() =>
      parseWebConfig({ DATABASE_URL: 'postgres://db.example/shop', DEV_TOOLS: '1', SHOP_ENVIRONMENT: 'uat' }),
    ).toThrow(/WEB_HOST/);
    expect(parseWebConfig({ WEB_HOST: '0.0.0.0', DEV_TOOLS: '0' }).bindHost).toBe('0.0.0.0');
    expect(parseWebConfig({ WEB_HOST: '::1' }).bindHost).toBe('::1');
  });

  it('refuses the tools in production, naming SHOP_ENVIRONMENT', () => {
    expect(() => parseWebConfig({ SHOP_ENVIRONMENT: 'production' })).toThrow(/SHOP_ENVIRONMENT: DEV_TOOLS/);
    expect(parseWebConfig({ SHOP_ENVIRONMENT: 'production', DEV_TOOLS: '0' }).environment).toBe('production');
  });
});
