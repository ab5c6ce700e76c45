import { describe, expect, it } from 'vitest';
import { klevuEndpointOf, loadConfig } from '../../config';

describe('Klevu forwarding configuration', () => {
  it('keeps events in the database, 90 days, when nothing is set', () => {
    const config = loadConfig({});
    expect(klevuEndpointOf(config)).toBeNull();
    expect(config.SEARCH_ANALYTICS_RETENTION_DAYS).toBe(90);
  });

  it('forwards to Klevu when the endpoint and the key are both set', () => {
    const config = loadConfig({
      KLEVU_ANALYTICS_URL: 'https://stats.klevu.example',
      KLEVU_API_KEY: 'klevu-123',
    });
    expect(klevuEndpointOf(config)).toEqual({ url: 'https://stats.klevu.example', apiKey: 'klevu-123' });
  });

  it.each([
    ['KLEVU_API_KEY', { KLEVU_ANALYTICS_URL: 'https://stats.klevu.example' }],
    ['KLEVU_ANALYTICS_URL', { KLEVU_API_KEY: 'klevu-123' }],
    ['KLEVU_ANALYTICS_URL', { KLEVU_ANALYTICS_URL: 'ftp://stats.klevu.example', KLEVU_API_KEY: 'k' }],
  ])('refuses a start without %s, naming it', (field, env) => {
    expect(() => loadConfig(env)).toThrow(field);
  });
});
