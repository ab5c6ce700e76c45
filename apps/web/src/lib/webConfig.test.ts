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
