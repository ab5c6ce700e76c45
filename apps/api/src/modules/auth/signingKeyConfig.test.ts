import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { newSigningKeyPem } from './signingKeys';

/** The signing key at start: server.ts loads this configuration before anything else and stops on an error. */
describe('the signing key in the configuration', () => {
  it('refuses to start a production shop without AUTH_SIGNING_KEY, naming the variable', () => {
    expect(() => loadConfig({ SHOP_ENVIRONMENT: 'production' })).toThrow(/AUTH_SIGNING_KEY: is required/);
    expect(() =>
      loadConfig({ SHOP_ENVIRONMENT: 'production', DATABASE_URL: 'postgres://db.example/shop' }),
    ).toThrow(/AUTH_SIGNING_KEY/);
  });

  it('starts a production shop with the key, a one-line variable included', () => {
    const pem = newSigningKeyPem();
    const config = loadConfig({
      SHOP_ENVIRONMENT: 'production',
      AUTH_SIGNING_KEY: pem.replaceAll('\n', '\\n'),
      // The development tools are refused in production (devTools/devToolsStart.test.ts).
      DEV_TOOLS: '0',
    });
    expect(config.AUTH_SIGNING_KEY).toBe(pem.trim());
  });

  it('keeps the generated key for the other environments', () => {
    expect(loadConfig({ SHOP_ENVIRONMENT: 'staging' }).AUTH_SIGNING_KEY).toBeUndefined();
    expect(loadConfig({}).AUTH_SIGNING_KEY).toBeUndefined();
  });

  it('takes a previous key only beside the key that replaces it', () => {
    const previous = newSigningKeyPem();
    expect(() => loadConfig({ AUTH_SIGNING_KEY_PREVIOUS: previous })).toThrow(/AUTH_SIGNING_KEY_PREVIOUS/);
    const config = loadConfig({ AUTH_SIGNING_KEY: newSigningKeyPem(), AUTH_SIGNING_KEY_PREVIOUS: previous });
    expect(config.AUTH_SIGNING_KEY_PREVIOUS).toBe(previous.trim());
  });
});
