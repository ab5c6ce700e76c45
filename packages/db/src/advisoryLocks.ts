/**
 * Every advisory-lock key the shop takes, in one place so no two uses pick the same number. Each is a
 * short ASCII word read as a 32-bit integer.
 */
export const ADVISORY_LOCK = {
  /** Held for the whole migration run, so processes starting together migrate one at a time. */
  migrations: 0x6d696772, // 'migr'
  /** The demo catalogue's seeding transaction. */
  demoCatalogue: 0x64656d6f, // 'demo'
  /** The demo settings' seeding transaction. */
  demoSettings: 0x64736574, // 'dset'
  /** Adding the demo world (companies, people, accounts) to an existing demo catalogue. */
  demoWorld: 0x64776c64, // 'dwld'
  /** The demo promotions' seeding transaction. */
  demoPromotions: 0x6470726f, // 'dpro'
  /** The demo checkout data's seeding transaction (delivery groups, demo orders). */
  demoCheckout: 0x6463686b, // 'dchk'
  /** The demo sellers' and legal pages' seeding transaction. */
  demoLegal: 0x646c6767, // 'dlgg'
  /**
   * A company's amount limits, with the company id as the second key (pg_advisory_xact_lock(int, int)):
   * taken before its customers' (docs/companies/approvals-and-limits.md, "The spend ledger").
   */
  spendCompany: 0x73706e63, // 'spnc'
  /** A customer's amount limit, with the customer id as the second key; taken in customer id order. */
  spendCustomer: 0x73706e75, // 'spnu'
} as const;
