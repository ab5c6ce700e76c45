import { describe, expect, it } from 'vitest';
import { devToolsStartRefusals, isLoopbackAddress, isLoopbackBind } from './devToolsExposure';

describe('loopback addresses', () => {
  it('knows the loopback clients, mapped IPv4 included, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', '::', '0.0.0.0', 'unknown', '']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it('takes loopback addresses and localhost as binds only this machine reaches', () => {
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(isLoopbackBind(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.2', 'shop.example', 'localhost.example']) {
      expect(isLoopbackBind(host), host).toBe(false);
    }
  });
});

describe('a start with the development tools on', () => {
  it('refuses a bind reachable from other machines, naming its variable', () => {
    const refusals = devToolsStartRefusals({
      devTools: true,
      environment: 'local',
      binds: { API_HOST: '127.0.0.1', WEB_HOST: '0.0.0.0' },
    });
    expect(refusals.map((r) => r.variable)).toEqual(['WEB_HOST']);
    expect(refusals[0]?.message).toContain('DEV_TOOLS');
    expect(refusals[0]?.message).toContain('0.0.0.0');
  });

  it('refuses the production environment', () => {
    const refusals = devToolsStartRefusals({ devTools: true, environment: 'production', binds: {} });
    expect(refusals.map((r) => r.variable)).toEqual(['SHOP_ENVIRONMENT']);
    expect(refusals[0]?.message).toContain('DEV_TOOLS');
  });

  it('lets anything start with the tools off, and loopback binds outside production', () => {
    expect(
      devToolsStartRefusals({ devTools: false, environment: 'production', binds: { WEB_HOST: '0.0.0.0' } }),
    ).toEqual([]);
    expect(
      devToolsStartRefusals({ devTools: true, environment: 'staging', binds: { WEB_HOST: 'localhost' } }),
    ).toEqual([]);
  });
});
