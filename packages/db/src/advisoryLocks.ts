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
} as const;
