import type { DemoAccountList } from '@workwear/contracts/devTools';
import type { DatabaseHandle } from '@workwear/db';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { activeLoginNames } from './demoAccountsRepository';

export interface DemoAccountsService {
  list(): Promise<DemoAccountList>;
}

/**
 * The published demo sign-ins, only those active in this database: a database without the demo world
 * (or with a demo account switched off) never offers a sign-in that would fail.
 */
export function createDemoAccountsService(handle: DatabaseHandle): DemoAccountsService {
  return {
    async list() {
      const active = await activeLoginNames(
        handle,
        DEMO_ACCOUNTS.map((a) => a.login),
      );
      const accounts = DEMO_ACCOUNTS.filter((a) => active.has(a.login.toLowerCase())).map((a) => ({
        ...a,
        companies: [...a.companies],
      }));
      return { accounts };
    },
  };
}
