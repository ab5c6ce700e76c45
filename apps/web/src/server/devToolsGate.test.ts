import { describe, expect, it } from 'vitest';
import { refusesDevTools } from './devToolsGate';

describe('development tools at the web server', () => {
  it('refuses the mailbox and the API tools to a visitor from another machine, however the path is spelt', () => {
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox/12',
      '/dev/mailbox/sample',
      '/api/dev/mailbox',
      '/api/dev/demo-accounts?x=1',
      '//dev/mailbox',
      '/sv/../dev/mailbox',
      '/%64ev/mailbox',
      '/DEV/mailbox',
      '/dev',
    ]) {
      expect(refusesDevTools(url, '203.0.113.7'), url).toBe(true);
      expect(refusesDevTools(url, '2001:db8::7'), url).toBe(true);
    }
  });

  it('serves them to this machine, and leaves every other path alone', () => {
    expect(refusesDevTools('/dev/mailbox', '127.0.0.1')).toBe(false);
    expect(refusesDevTools('/api/dev/mailbox', '::1')).toBe(false);
    expect(refusesDevTools('/api/dev/mailbox', '::ffff:127.0.0.1')).toBe(false);
    for (const url of ['/sv', '/developer', '/api/device', '/sv/dev/mailbox', '/api/product/dev']) {
      expect(refusesDevTools(url, '203.0.113.7'), url).toBe(false);
    }
  });
});
