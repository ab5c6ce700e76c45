import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { newSigningKeyPem } from '../modules/auth';

/** The development tools hand out every account: a start that would expose them refuses, naming why. */
describe('the API refuses to start with its development tools exposed', () => {
  it('binds to 127.0.0.1 by default, with the tools on for the embedded database', () => {
    expect(loadConfig({}).API_HOST).toBe('127.0.0.1');
  });

  it('refuses DEV_TOOLS with a bind other machines reach, naming API_HOST and DEV_TOOLS', () => {
    expect(() => loadConfig({ API_HOST: '0.0.0.0' })).toThrow(/API_HOST: DEV_TOOLS is on/);
    expect(() => loadConfig({ API_HOST: '::', DEV_TOOLS: '1' })).toThrow(/API_HOST/);
    expect(loadConfig({ API_HOST: '0.0.0.0', DEV_TOOLS: '0' }).API_HOST).toBe('0.0.0.0');
    expect(loadConfig({ API_HOST: 'localhost' }).API_HOST).toBe('localhost');
  });

  it('refuses DEV_TOOLS in production, said or implied by DATABASE_URL, naming SHOP_ENVIRONMENT', () => {
    expect(() => loadConfig({ SHOP_ENVIRONMENT: 'production' })).toThrow(/SHOP_ENVIRONMENT: DEV_TOOLS is on/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/shop', DEV_TOOLS: '1' })).toThrow(
      /SHOP_ENVIRONMENT/,
    );
    // Production without the tools starts: they are off by default with a database server.
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/shop' }).DEV_TOOLS).toBeUndefined();
    // (A production start needs its signing key too: modules/auth/signingKeyConfig.test.ts.)
    const signed = { SHOP_ENVIRONMENT: 'production', AUTH_SIGNING_KEY: newSigningKeyPem() };
    expect(loadConfig({ ...signed, DEV_TOOLS: '0' }).SHOP_ENVIRONMENT).toBe('production');
  });
});
