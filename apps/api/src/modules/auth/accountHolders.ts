import type { DatabaseHandle, TransactionHandle } from '@workwear/db';

/** An account found by its login name, with what sign-in and a reset link need of its holder. */
export interface AccountByLogin {
  accountId: number;
  loginName: string;
  passwordHash: string;
  roleId: number;
  isActive: boolean;
  /** Made on the create-account page and not yet confirmed by its e-mailed link: no sign-in. */
  awaitingConfirmation: boolean;
  customerId: number;
  market: string;
  language: string;
  firstName: string;
  emailAddress: string;
}

/** What an access token says about a session: its account, customer and the company it acts for. */
export interface SessionClaimsFacts {
  sessionId: string;
  accountId: number;
  customerId: number;
  firstName: string;
  lastName: string;
  roleId: number;
  market: string;
  companyId: number | null;
  coopCode: string | null;
  punchOutType: string | null;
  /** The holder's IsSuperCustomerAdmin info, null when they have none. */
  superAdminInfo: string | null;
  expiresAt: Date;
}

/** A company the holder belongs to and may act for. */
export interface CompanyChoice {
  id: number;
  name: string;
  market: string;
  coopCode: string | null;
  punchOutType: string | null;
  isDefault: boolean;
}

/**
 * The people who hold the accounts, and their companies, as sign-in, refresh, company switch and the
 * reset link read them. They are the customer module's facts, and customer and company use auth, so
 * auth cannot import them: the composition root hands auth the customer module's answer. Each read is
 * one statement, so sign-in and refresh take no extra round trip.
 */
export interface AccountHolders {
  byLogin(handle: DatabaseHandle, loginName: string): Promise<AccountByLogin | undefined>;
  /** The company a sign-in starts with: the default one, else the first by name; null for none. */
  startingCompanyOf(handle: DatabaseHandle, customerId: number): Promise<number | null>;
  /** The companies a customer belongs to (and may switch to), by name. */
  companiesOf(handle: DatabaseHandle, customerId: number): Promise<CompanyChoice[]>;
  sessionClaims(handle: DatabaseHandle, sessionId: string): Promise<SessionClaimsFacts | undefined>;
  /**
   * A consumer and their account (the create-account page), unless the e-mail has a customer or an
   * account already: then undefined and nothing is written.
   */
  createConsumer(tx: TransactionHandle, consumer: NewConsumerAccount): Promise<number | undefined>;
}

/** A consumer account as the create-account page makes it: password set, awaiting confirmation. */
export interface NewConsumerAccount {
  customerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  market: string;
  language: string;
  roleId: number;
  passwordHash: string;
  newsletter: boolean;
}
