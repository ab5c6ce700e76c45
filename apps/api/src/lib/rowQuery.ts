import type { DatabaseHandle } from '@workwear/db';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * A raw SQL query paired with the zod schema of its rows. `run` trusts the schema, so request paths
 * pay nothing for it; `check` parses every row and is what the row-shape tests call on the demo
 * data, so a column that drifts from its declared type fails a test instead of reaching a shopper.
 */
export interface RowQuery<Args extends unknown[], S extends z.ZodType> {
  readonly schema: S;
  /** The statement itself, for EXPLAIN in tests. */
  sql(...args: Args): SQL;
  run(handle: DatabaseHandle, ...args: Args): Promise<z.output<S>[]>;
  check(handle: DatabaseHandle, ...args: Args): Promise<z.output<S>[]>;
}

export function rowQuery<S extends z.ZodType, Args extends unknown[]>(
  schema: S,
  build: (...args: Args) => SQL,
  /** prepared: run as a named statement, planned once per connection (DatabaseHandle.prepared). */
  options: { prepared?: boolean } = {},
): RowQuery<Args, S> {
  return {
    schema,
    sql: build,
    // The one unchecked step from driver rows to the declared type; `check` proves it in tests.
    run: (handle, ...args) =>
      options.prepared
        ? handle.prepared<z.output<S>>(build(...args))
        : handle.rows<z.output<S>>(build(...args)),
    async check(handle, ...args) {
      const rows = await handle.rows<unknown>(build(...args));
      return rows.map((row) => schema.parse(row));
    },
  };
}
