import type { DatabaseHandle } from '@workwear/db';
import { type ApprovalPerson, isSuperCustomerAdmin, type Language, ROLE } from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { accountStatesOf } from '../auth';

/** A person as the order's approvals see them: the domain's ApprovalPerson with name, language and state. */
export interface ApprovalPeopleRow extends ApprovalPerson {
  name: string;
  language: Language;
  /** A customer without an active account cannot sign in to decide (code 25 for an attestant). */
  active: boolean;
  /** Has a sign-in account at all (tests and imports make customers without one). */
  hasAccount: boolean;
}

const personRow = z.strictObject({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  info: z.record(z.string(), z.string()),
});

const PERSON_COLUMNS = sql`c.id AS "customerId", trim(concat_ws(' ', c.first_name, c.last_name)) AS name,
  c.email_address AS email, c.language,
  coalesce((SELECT json_object_agg(i.key, i.value) FROM customer_info i WHERE i.customer_id = c.id), '{}'::json) AS info`;

const members = (companyIds: readonly number[]): SQL => sql`EXISTS (SELECT 1 FROM customer_companies m
  WHERE m.customer_id = c.id AND m.company_id = ANY(${sql.param([...companyIds])}::int[]))`;

/** Every raw query of the approvals' people, each with the shape of its rows. */
export const approvalPeopleQueries = {
  /** Customers of any of the companies with one of the e-mails (any case). */
  byEmails: rowQuery(
    personRow,
    (companyIds: readonly number[], emails: readonly string[]) => sql`
      SELECT ${PERSON_COLUMNS} FROM customers c
      WHERE lower(c.email_address) = ANY(${sql.param(emails.map((e) => e.toLowerCase()))}::text[])
        AND ${members(companyIds)}
      ORDER BY c.id`,
  ),
  byIds: rowQuery(
    personRow,
    (ids: readonly number[]) => sql`
      SELECT ${PERSON_COLUMNS} FROM customers c WHERE c.id = ANY(${sql.param([...ids])}::int[]) ORDER BY c.id`,
  ),
  /** The company's approvers by role: whoever may decide a company-type request (role from the accounts). */
  members: rowQuery(
    personRow,
    (companyIds: readonly number[]) => sql`
      SELECT ${PERSON_COLUMNS} FROM customers c WHERE ${members(companyIds)} ORDER BY c.id`,
  ),
};

type Row = z.infer<typeof personRow>;

/** Rows with their accounts' roles (auth's), in the caller's handle. A customer without an account is a plain User. */
async function withRoles(handle: DatabaseHandle, rows: readonly Row[]): Promise<ApprovalPeopleRow[]> {
  const accounts = await accountStatesOf(
    handle,
    rows.map((r) => r.customerId),
  );
  return rows.map((r) => {
    const account = accounts.get(r.customerId);
    const role = account?.roleId ?? ROLE.User;
    return {
      customerId: r.customerId,
      name: r.name,
      email: r.email,
      language: r.language as Language,
      info: r.info,
      role,
      superCustomerAdmin: isSuperCustomerAdmin(role as Parameters<typeof isSuperCustomerAdmin>[0], r.info),
      active: account?.isActive ?? true,
      hasAccount: account !== undefined,
    };
  });
}

/**
 * The people the order's approvals name (docs/companies/approvals-and-limits.md), in the caller's
 * handle (a transaction's): by e-mail within a company tree, by id, or every member of a tree.
 */
export const approvalPeople = {
  async byEmails(handle: DatabaseHandle, companyIds: readonly number[], emails: readonly string[]) {
    if (emails.length === 0 || companyIds.length === 0) return [];
    return withRoles(handle, await approvalPeopleQueries.byEmails.run(handle, companyIds, emails));
  },
  async byIds(handle: DatabaseHandle, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return withRoles(handle, await approvalPeopleQueries.byIds.run(handle, ids));
  },
  async members(handle: DatabaseHandle, companyIds: readonly number[]) {
    if (companyIds.length === 0) return [];
    return withRoles(handle, await approvalPeopleQueries.members.run(handle, companyIds));
  },
};
