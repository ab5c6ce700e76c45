import { type DatabaseHandle, schema } from '@workwear/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AccountHolders } from '../auth';
import { createConsumerAccount } from './consumerAccountRepository';

const { accounts, authSessions, companies, customerCompanies, customerInfo, customers } = schema;

/**
 * The account holders auth reads at sign-in, refresh, company switch and reset (auth's AccountHolders,
 * handed to it by the composition root). Each read is the one statement it was in auth: the accounts
 * and sessions it joins are auth's, the companies company's (SHARED_STATEMENTS says why).
 */
export const accountHolders: AccountHolders = {
  async byLogin(handle: DatabaseHandle, loginName: string) {
    const [row] = await handle.db
      .select({
        accountId: accounts.id,
        loginName: accounts.loginName,
        passwordHash: accounts.passwordHash,
        roleId: accounts.roleId,
        isActive: accounts.isActive,
        awaitingConfirmation: accounts.awaitingConfirmation,
        customerId: customers.id,
        market: customers.marketName,
        language: customers.language,
        firstName: customers.firstName,
        emailAddress: customers.emailAddress,
      })
      .from(accounts)
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .where(eq(sql`lower(${accounts.loginName})`, loginName.trim().toLowerCase()));
    return row;
  },

  async startingCompanyOf(handle: DatabaseHandle, customerId: number) {
    const [row] = await handle.db
      .select({ id: companies.id })
      .from(customerCompanies)
      .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
      .where(eq(customerCompanies.customerId, customerId))
      .orderBy(desc(customerCompanies.isDefault), asc(companies.name), asc(companies.id))
      .limit(1);
    return row?.id ?? null;
  },

  companiesOf: (handle: DatabaseHandle, customerId: number) =>
    handle.db
      .select({
        id: companies.id,
        name: companies.name,
        market: companies.marketName,
        coopCode: companies.coopCode,
        punchOutType: companies.punchOutType,
        isDefault: customerCompanies.isDefault,
      })
      .from(customerCompanies)
      .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
      .where(eq(customerCompanies.customerId, customerId))
      .orderBy(asc(companies.name), asc(companies.id)),

  async sessionClaims(handle: DatabaseHandle, sessionId: string) {
    const [row] = await handle.db
      .select({
        sessionId: authSessions.id,
        accountId: accounts.id,
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        roleId: accounts.roleId,
        market: authSessions.marketName,
        companyId: authSessions.companyId,
        coopCode: companies.coopCode,
        punchOutType: companies.punchOutType,
        superAdminInfo: customerInfo.value,
        expiresAt: authSessions.expiresAt,
      })
      .from(authSessions)
      .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .leftJoin(companies, eq(companies.id, authSessions.companyId))
      .leftJoin(
        customerInfo,
        and(eq(customerInfo.customerId, customers.id), eq(customerInfo.key, 'IsSuperCustomerAdmin')),
      )
      .where(eq(authSessions.id, sessionId));
    return row;
  },

  createConsumer: (tx, consumer) =>
    createConsumerAccount(tx, { ...consumer, cellphone: null, awaitingConfirmation: true }),
};
