import { ADVISORY_LOCK, type DatabaseHandle, type TransactionHandle } from '@workwear/db';
import {
  amountLimitOf,
  type CompanySettings,
  effectiveLimit,
  fitsLimit,
  getMarketByName,
  infoValue,
  limitApplies,
  periodKey,
  ROLE,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { accountStatesOf } from '../../auth';
import { companyLimitsOf } from '../../company';
import { limitPeopleOf } from '../../customer';
import type { OrderDeps } from '../orderDeps';
import { periodUse } from './ledger';
import type { CustomerShare } from './shares';

/**
 * Judging an order's shares against the amount limits (spec §3, §6, §9; docs/companies/
 * approvals-and-limits.md, "Amount limits"). The same facts serve the send's verdict and the cart's
 * grouped total, so what the preview says is what the send decides.
 */

/** What limits are judged with, read before the transaction (the embedded database has one connection). */
export interface LimitDeps {
  readonly settings: Pick<CompanySettings, 'UseAmountLimit' | 'AmountLimitPeriod'>;
  /** The company market's time zone: periods are counted in it. */
  readonly timeZone: string;
  /** The company market's currency, what the ledger's rows are in. */
  readonly currency: string;
}

/** The company's settings and its market's zone, for a company with UseAmountLimit on; else null. */
export async function limitDepsOf(
  deps: Pick<OrderDeps, 'handle' | 'marketTimeZone'>,
  companyId: number,
  settings: LimitDeps['settings'],
): Promise<LimitDeps | null> {
  if (!settings.UseAmountLimit) return null;
  const company = await companyLimitsOf(deps.handle, companyId);
  if (!company) return null;
  const market = getMarketByName(company.marketName);
  return {
    settings,
    timeZone: await deps.marketTimeZone(company.marketName),
    currency: market?.currency.code ?? '',
  };
}

export interface LimitInput {
  readonly companyId: number;
  /** When the order is sent: which period it counts in. */
  readonly at: Date;
  /** The buyer, with the role their session carries. */
  readonly buyer: { readonly customerId: number; readonly role: number };
  readonly shares: readonly CustomerShare[];
}

export type LimitVerdict =
  | { kind: 'fits' }
  | {
      kind: 'refused';
      reason: 'CompanyAmountLimitIsReached' | 'CustomerAmountLimitIsReached';
      customerIds: number[];
    }
  | { kind: 'needsAttestant'; attestantEmails: string[]; customerIds: number[] };

/** One customer's share with what their limit says of it. */
export interface ShareFacts extends CustomerShare {
  readonly name: string;
  readonly email: string;
  /** Whether the limit applies to this customer's role (limitApplies). */
  readonly checked: boolean;
  /** null: no limit. */
  readonly limit: number | null;
  readonly used: number;
  /** The AmountLimitAttestant (lower case), who may let the share pass its limit; null for none. */
  readonly attestantEmail: string | null;
}

export interface LimitFacts {
  /** The ledger's period key, null when every order is its own period (nothing used before it). */
  readonly periodKey: string | null;
  readonly customers: readonly ShareFacts[];
  readonly company: { readonly limit: number | null; readonly used: number; readonly thisOrder: number };
}

/** The ledger's key of the period an order sent at `at` counts in; per order, the order's own id. */
export const spendPeriodKey = (deps: LimitDeps, at: Date, orderId: string): string =>
  periodKey(deps.settings.AmountLimitPeriod, at, deps.timeZone, orderId);

const attestantOf = (info: Record<string, string>): string | null => {
  const raw = infoValue(info, 'AmountLimitAttestant');
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return email === '' ? null : email;
};

/**
 * Every share's limit, what its period has used and its attestant, and the company's own limit.
 * Reads through the customer, company and auth faces with the handle given: inside a transaction it
 * must be the transaction's. A co-worker without a sign-in account is a plain person of the company
 * (role User) and is limited as one.
 */
export async function limitFacts(
  handle: DatabaseHandle,
  deps: LimitDeps,
  input: LimitInput,
): Promise<LimitFacts> {
  const ids = input.shares.map((s) => s.customerId);
  const company = await companyLimitsOf(handle, input.companyId);
  const people = await limitPeopleOf(handle, ids);
  const accounts = await accountStatesOf(
    handle,
    ids.filter((id) => id !== input.buyer.customerId),
  );
  const key = deps.settings.AmountLimitPeriod === 'Order' ? null : spendPeriodKey(deps, input.at, '');
  const used = key === null ? new Map<number, number>() : await periodUse(handle, 'customer', ids, key);
  const companyUsed =
    key === null
      ? 0
      : ((await periodUse(handle, 'company', [input.companyId], key)).get(input.companyId) ?? 0);
  const defaultAmount = company?.defaultAmount ?? 0;
  const customers = input.shares.map((share): ShareFacts => {
    const person = people.get(share.customerId);
    const info = person?.info ?? {};
    const role =
      share.customerId === input.buyer.customerId
        ? input.buyer.role
        : (accounts.get(share.customerId)?.roleId ?? ROLE.User);
    return {
      ...share,
      name: person?.name ?? '',
      email: person?.email ?? '',
      checked: limitApplies(deps.settings.UseAmountLimit, role),
      limit: effectiveLimit(amountLimitOf(info), defaultAmount),
      used: used.get(share.customerId) ?? 0,
      attestantEmail: attestantOf(info),
    };
  });
  const thisOrder = input.shares.reduce((sum, s) => sum + s.amount, 0);
  const creditStop = company?.invoiceCreditStopAmount ?? 0;
  return {
    periodKey: key,
    customers,
    company: { limit: creditStop > 0 ? creditStop : null, used: companyUsed, thisOrder },
  };
}

/** The shares a limit stops: checked, with a limit, and over what is left of it. */
export const sharesOverLimit = (facts: LimitFacts): ShareFacts[] =>
  facts.customers.filter((c) => c.checked && !fitsLimit(c.limit, c.used, c.amount));

/**
 * The verdict on facts: the company's limit first (4, which no attestant lifts), then each share over
 * its customer's limit: refused with 5 when any of them has no attestant, else waiting for them.
 */
export function verdictOf(facts: LimitFacts): LimitVerdict {
  const { company } = facts;
  if (!fitsLimit(company.limit, company.used, company.thisOrder))
    return { kind: 'refused', reason: 'CompanyAmountLimitIsReached', customerIds: [] };
  const over = sharesOverLimit(facts);
  if (over.length === 0) return { kind: 'fits' };
  const unattested = over.filter((c) => c.attestantEmail === null);
  if (unattested.length > 0)
    return {
      kind: 'refused',
      reason: 'CustomerAmountLimitIsReached',
      customerIds: unattested.map((c) => c.customerId),
    };
  return {
    kind: 'needsAttestant',
    attestantEmails: [...new Set(over.map((c) => c.attestantEmail as string))].sort(),
    customerIds: over.map((c) => c.customerId),
  };
}

/**
 * Locks the company's limits, then each customer's in id order (the one lock order: cart, limits,
 * stock), for the rest of the transaction: of two sends that would each fit alone but not together,
 * the second reads what the first wrote.
 */
async function lockLimits(tx: TransactionHandle, companyId: number, customerIds: readonly number[]) {
  await tx.db.execute(
    sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.spendCompany}::int, ${companyId}::int)`,
  );
  for (const id of [...new Set(customerIds)].sort((a, b) => a - b))
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.spendCustomer}::int, ${id}::int)`);
}

/** Locks, reads and judges an order's shares in the send's transaction. */
export async function judgeLimits(
  deps: LimitDeps,
  tx: TransactionHandle,
  input: LimitInput,
): Promise<LimitVerdict> {
  await lockLimits(
    tx,
    input.companyId,
    input.shares.map((s) => s.customerId),
  );
  return verdictOf(await limitFacts(tx, deps, input));
}
