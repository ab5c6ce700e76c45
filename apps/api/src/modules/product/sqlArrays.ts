import { sql } from 'drizzle-orm';

/** An int[] parameter: one bound text literal, however many ids. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
