import type { DatabaseHandle } from '@workwear/db';
import { expect, it } from 'vitest';

/**
 * One check per raw query of a repository: the mapped type makes the compiler insist on a case for
 * every query, and each case runs its query through `check` (which parses every row) with arguments
 * that find rows in the demo data.
 */
export type RowShapeChecks<Queries> = {
  [K in keyof Queries]: (handle: DatabaseHandle) => Promise<unknown[]>;
};

export function itChecksRowShapes<Queries>(
  checks: RowShapeChecks<Queries>,
  handle: () => DatabaseHandle,
): void {
  for (const [name, check] of Object.entries<(handle: DatabaseHandle) => Promise<unknown[]>>(checks)) {
    it(`${name}: rows match their declared shape`, async () => {
      const rows = await check(handle());
      expect(rows.length, `${name} found no rows to check`).toBeGreaterThan(0);
    });
  }
}
