import { describe, expect, it } from 'vitest';
import { devToolsOn, loadConfig } from '../../config';

describe('mail and development-tools configuration', () => {
  it('keeps mail (no SMTP_URL) and sends from the default sender when nothing is set', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toEqual({ name: 'Workwear Shop', address: 'no-reply@workwear.test' });
  });

  it('reads MAIL_FROM as "Name <address>" or a bare address', () => {
    expect(loadConfig({ MAIL_FROM: 'Arbetskläder AB <order@arbetsklader.example>' }).MAIL_FROM).toEqual({
      name: 'Arbetskläder AB',
      address: 'order@arbetsklader.example',
    });
    expect(loadConfig({ MAIL_FROM: 'shop@example.com' }).MAIL_FROM).toEqual({
      name: '',
      address: 'shop@example.com',
    });
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'not a url' }],
    ['MAIL_FROM', { MAIL_FROM: 'Shop <not an address>' }],
    ['OUTBOX_BATCH_SIZE', { OUTBOX_BATCH_SIZE: '0' }],
  ])('refuses a bad %s at start, naming it', (field, env) => {
    expect(() => loadConfig(env)).toThrow(field);
  });

  it('accepts smtp:// and smtps:// with credentials', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:secret@mail.example.com:465',
    );
  });

  it('serves the development tools on the embedded database only, unless DEV_TOOLS says otherwise', () => {
    expect(devToolsOn(loadConfig({}))).toBe(true);
    // NODE_ENV plays no part: npm start and the browser tests run the embedded shop in production mode.
    expect(devToolsOn(loadConfig({ NODE_ENV: 'production' }))).toBe(true);
    expect(devToolsOn(loadConfig({ DATABASE_URL: 'postgres://db.example/shop' }))).toBe(false);
    expect(
      devToolsOn(
        loadConfig({ DATABASE_URL: 'postgres://db.example/shop', DEV_TOOLS: '1', SHOP_ENVIRONMENT: 'uat' }),
      ),
    ).toBe(true);
    expect(devToolsOn(loadConfig({ DEV_TOOLS: '0' }))).toBe(false);
  });
});
