import { type DatabaseHandle, migrateDatabase, openDatabase, schema } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { hashPassword, type ScryptCost } from '@workwear/server/passwordHash';
import { inject } from 'vitest';
import { createApp } from '../app';
import { DEFAULT_SECURITY } from '../http/security';
import { createLogger } from '../logger';
import { serveApp } from './testServer';

/** A cheap scrypt cost for test accounts: the same code path, a thousandth of the work. */
export const TEST_PASSWORD_COST: ScryptCost = { ln: 10, r: 8, p: 1 };
export const TEST_PUBLIC_URL = 'https://shop.example.test';

/**
 * The database of a sign-in test file: the run's PostgreSQL database when there is one (where
 * concurrent requests really run side by side), else an in-memory PGlite of its own.
 */
export async function signInDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: inject('databaseUrl'), poolSize: 8 });
  await migrateDatabase(handle);
  return handle;
}

let serial = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++serial}`;

export async function createTestCompany(
  handle: DatabaseHandle,
  company: { name?: string; market?: string; punchOutType?: 'OCI3' | 'OCI4' | 'CXML' } = {},
) {
  const [row] = await handle.db
    .insert(schema.companies)
    .values({
      name: company.name ?? `Test company ${unique()}`,
      marketName: company.market ?? 'se',
      coopCode: `coop-${unique()}`,
      punchOutType: company.punchOutType ?? null,
    })
    .returning({ id: schema.companies.id, coopCode: schema.companies.coopCode });
  return row!;
}

export interface TestAccount {
  customerId: number;
  accountId: number;
  loginName: string;
  password: string;
  email: string;
}

/** A customer with an account (and companies; the first is the default), each call its own login name. */
export async function createTestAccount(
  handle: DatabaseHandle,
  account: {
    role?: number;
    market?: string;
    language?: string;
    firstName?: string;
    companyIds?: number[];
    isActive?: boolean;
    password?: string;
  } = {},
): Promise<TestAccount> {
  const id = unique();
  const email = `buyer-${id}@example.test`;
  const password = account.password ?? 'Ręcznik-2026!';
  const [customer] = await handle.db
    .insert(schema.customers)
    .values({
      customerCode: `C-${id}`,
      firstName: account.firstName ?? 'Anna',
      lastName: 'Testsson',
      emailAddress: email,
      marketName: account.market ?? 'se',
      language: account.language ?? 'sv',
    })
    .returning({ id: schema.customers.id });
  const [row] = await handle.db
    .insert(schema.accounts)
    .values({
      customerId: customer!.id,
      loginName: email,
      passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
      roleId: account.role ?? ROLE.User,
      isActive: account.isActive ?? true,
      passwordChangedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: schema.accounts.id });
  const companyIds = account.companyIds ?? [];
  if (companyIds.length > 0) {
    await handle.db
      .insert(schema.customerCompanies)
      .values(
        companyIds.map((companyId, i) => ({ customerId: customer!.id, companyId, isDefault: i === 0 })),
      );
  }
  return { customerId: customer!.id, accountId: row!.id, loginName: email, password, email };
}

export type JsonAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** A real HTTP server over handle whose sign-in hashes at the test cost; rate limits off. */
export async function serveSignInApp(handle: DatabaseHandle) {
  const { app } = createApp({
    handle,
    logger: createLogger('silent'),
    cache: false,
    security: { ...DEFAULT_SECURITY, rateLimits: null },
    auth: { passwordCost: TEST_PASSWORD_COST, publicOriginOf: () => TEST_PUBLIC_URL },
  });
  const server = await serveApp(app);
  const send = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonAnswer<T>> => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
  return {
    ...server,
    send,
    post: <T = Record<string, unknown>>(path: string, body: unknown, headers?: Record<string, string>) =>
      send<T>('POST', path, body, headers),
    login: (
      account: Pick<TestAccount, 'loginName' | 'password'>,
      market = 'se',
      headers?: Record<string, string>,
    ) =>
      send<TokenPairBody>(
        'POST',
        '/api/auth/login',
        { userName: account.loginName, password: account.password, market },
        headers,
      ),
  };
}
export type SignInServer = Awaited<ReturnType<typeof serveSignInApp>>;

export interface TokenPairBody {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  refreshTokenExpiresAt: string;
  customer: { id: number; companyId: number | null; role: number; market: string };
  code?: string;
  message?: string;
  current?: unknown;
}
