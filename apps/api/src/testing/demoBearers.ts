import type { DatabaseHandle } from '@workwear/db';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { sql } from 'drizzle-orm';
import { bearerFor } from './accessTokens';

/** Test helper: the demo world's ids by name, and bearer tokens of its accounts (no password hashing). */

export async function companyIdOf(handle: DatabaseHandle, name: string): Promise<number> {
  const [row] = await handle.rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = ${name}`);
  if (!row) throw new Error(`no company ${name}`);
  return Number(row.id);
}

/** Company ids of the demo world, by the keys the test names them with. */
export async function companyIdsOf<K extends string>(
  handle: DatabaseHandle,
  names: Record<K, string>,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const [key, name] of Object.entries(names) as [K, string][])
    ids[key] = await companyIdOf(handle, name);
  return ids;
}

/** A demo account's login by the part before the @ ('anna.user'). */
export const demoLogin = (name: string): string =>
  DEMO_ACCOUNTS.find((a) => a.login.startsWith(`${name}@`))!.login;

export interface DemoPrincipal {
  customerId: number;
  companyId: number | null;
  bearer: string;
}

/** The account's claims as a sign-in would give them: its default company, role and super flag. */
export async function demoBearer(handle: DatabaseHandle, login: string): Promise<DemoPrincipal> {
  const [row] = await handle.rows<{
    customer_id: number;
    role_id: number;
    market_name: string;
    company_id: number | null;
    coop_code: string | null;
    super: boolean;
  }>(sql`
    SELECT a.customer_id, a.role_id, c.market_name, cc.company_id, co.coop_code,
      EXISTS (SELECT 1 FROM customer_info i WHERE i.customer_id = a.customer_id
        AND i.key = 'IsSuperCustomerAdmin' AND lower(i.value) = 'true') AS super
    FROM accounts a
    JOIN customers c ON c.id = a.customer_id
    LEFT JOIN customer_companies cc ON cc.customer_id = a.customer_id AND cc.is_default
    LEFT JOIN companies co ON co.id = cc.company_id
    WHERE lower(a.login_name) = lower(${login})`);
  if (!row) throw new Error(`no account ${login}`);
  const companyId = row.company_id === null ? null : Number(row.company_id);
  const bearer = await bearerFor(handle, {
    customerId: Number(row.customer_id),
    companyId,
    role: Number(row.role_id),
    superCustomerAdmin: row.super,
    coopCode: row.coop_code,
    market: row.market_name,
  });
  return { customerId: Number(row.customer_id), companyId, bearer };
}

/** Bearers of demo accounts, by the part of their login before the @. */
export async function demoBearers(
  handle: DatabaseHandle,
  names: readonly string[],
): Promise<Record<string, DemoPrincipal>> {
  const who: Record<string, DemoPrincipal> = {};
  for (const name of names) who[name] = await demoBearer(handle, demoLogin(name));
  return who;
}
