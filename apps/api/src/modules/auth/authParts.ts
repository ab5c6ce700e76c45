import type { DatabaseHandle } from '@workwear/db';
import type { ScryptCost } from '@workwear/server/passwordHash';
import type { AccountHolders } from './accountHolders';
import type { SessionGuard } from './sessionGuard';
import type { AuthKeys } from './signingKeys';
import type { createLoginThrottle } from './throttle';

export interface AuthServiceDeps {
  handle: DatabaseHandle;
  /** The people behind the accounts and their companies (the customer module's answer). */
  holders: AccountHolders;
  keys: () => Promise<AuthKeys>;
  sessions: SessionGuard;
  /** The storefront origin of a market, for the reset link. */
  publicOriginOf: (market: string) => string;
  /** scrypt cost of new hashes; tests pass a cheap one. */
  passwordCost?: ScryptCost;
}

/** What every auth use case works with: the service's deps, the hash cost in force and the throttle. */
export interface AuthParts extends Omit<AuthServiceDeps, 'passwordCost'> {
  cost: ScryptCost;
  throttle: ReturnType<typeof createLoginThrottle>;
}
