import type { DemoAccountList } from '@workwear/contracts/devTools';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@workwear/db';
import { clearDemoCatalogue, DEMO_ACCOUNTS, seedDemoCatalogue } from '@workwear/db/demo';
import { ROLE_CODES } from '@workwear/domain';
import { verifyPassword } from '@workwear/server/passwordHash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { testOutboxRuntime } from '../testing/testOutboxRuntime';
import { serveApp } from '../testing/testServer';
import { createDevTools } from './devTools';

type Served = Awaited<ReturnType<typeof serveApp>>;
const logger = createLogger('silent');

/** The login page's list of demo sign-ins, on a database of its own (it empties the demo world). */
describe('GET /api/dev/demo-accounts', () => {
  let handle: DatabaseHandle;
  let api: Served;
  let production: Served;

  beforeAll(async () => {
    handle = await openDatabase({});
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle, { products: 20, seed: 7, today: '2026-11-21' });
    const runtime = testOutboxRuntime(handle, {
      logger,
      batchSize: 10,
    });
    api = await serveApp(
      createApp({ handle, logger, cache: false, devTools: createDevTools(handle, runtime) }).app,
    );
    production = await serveApp(createApp({ handle, logger, cache: false }).app);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([api?.close(), production?.close()]);
    await handle?.close();
  });

  it('lists every demo account with a password that signs in, one or more per role', async () => {
    const { status, body } = await api.get<DemoAccountList>('/api/dev/demo-accounts');
    expect(status).toBe(200);
    expect(body.accounts).toEqual(DEMO_ACCOUNTS.map((a) => ({ ...a, companies: [...a.companies] })));
    expect(new Set(body.accounts.map((a) => a.roleId))).toEqual(new Set(ROLE_CODES));
    const anna = body.accounts.find((a) => a.login === 'anna.user@demo.workwear.test');
    expect(anna?.companies).toEqual(['Nordbygg Entreprenad AB', 'Nordbygg Väst AB']);
    const [stored] = await handle.rows<{ password_hash: string }>(
      sql`SELECT password_hash FROM accounts WHERE login_name = ${anna?.login ?? ''}`,
    );
    expect(await verifyPassword(anna?.password ?? '', stored?.password_hash ?? '')).toBe(true);
  });

  it('leaves out a deactivated account, and lists none without the demo world', async () => {
    await handle.db.execute(
      sql`UPDATE accounts SET is_active = false WHERE login_name = 'lukas.user@demo.workwear.test'`,
    );
    const { body } = await api.get<DemoAccountList>('/api/dev/demo-accounts');
    expect(body.accounts.map((a) => a.login)).not.toContain('lukas.user@demo.workwear.test');
    expect(body.accounts).toHaveLength(DEMO_ACCOUNTS.length - 1);

    await clearDemoCatalogue(handle);
    const empty = await api.get<DemoAccountList>('/api/dev/demo-accounts');
    expect(empty).toMatchObject({ status: 200, body: { accounts: [] } });
  });

  it('is not served when the development tools are off', async () => {
    expect((await production.get('/api/dev/demo-accounts')).status).toBe(404);
  });
});
