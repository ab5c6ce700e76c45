import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@workwear/db';
import { CATALOGUE_TABLES, DEMO_CATALOGUE_KEY, DEMO_SETTINGS_KEY } from '@workwear/db/demo';
import { databaseTargets, tableChecksums } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepareDatabase';

/** A logger whose lines the test reads back. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), messages: () => lines.map((l) => JSON.parse(l).msg) };
}

const count = async (handle: DatabaseHandle, table: string) =>
  (await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;

const markers = async (handle: DatabaseHandle) =>
  (
    await handle.rows<{ key: string }>(
      sql`SELECT key FROM app_meta WHERE key IN (${DEMO_CATALOGUE_KEY}, ${DEMO_SETTINGS_KEY}) ORDER BY key`,
    )
  ).map((r) => r.key);

describe.each(databaseTargets('prepare_database_test', 2))(
  'start-up database preparation on $name',
  ({ name, open }) => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    // The embedded database is what runs without DATABASE_URL; the server run passes one.
    const url = name === 'PGlite' ? undefined : 'postgres://server.example/db';

    beforeAll(async () => {
      ({ handle, dispose } = await open());
    });

    afterAll(async () => {
      await dispose?.();
    });

    it('writes nothing with DEMO_DATA=0 (the default when DATABASE_URL is set)', async () => {
      const { logger, messages } = capturingLogger();
      await prepareDatabase(
        handle,
        { DEMO_DATA: url ? undefined : '0', DATABASE_URL: url, DEMO_PRODUCTS: 20 },
        logger,
      );
      expect(await count(handle, 'products')).toBe(0);
      expect(await count(handle, 'market_settings')).toBe(0);
      expect(await markers(handle)).toEqual([]);
      expect(messages()).toContain('DEMO_DATA is off: no demo data written');
    });

    it('seeds an empty database with DEMO_DATA on, then leaves it alone on the next start', async () => {
      const { logger, messages } = capturingLogger();
      const config = { DEMO_DATA: url ? ('1' as const) : undefined, DATABASE_URL: url, DEMO_PRODUCTS: 20 };
      await prepareDatabase(handle, config, logger);
      expect(await count(handle, 'products')).toBe(20);
      expect(await count(handle, 'variant_listing')).toBeGreaterThan(0);
      expect(await count(handle, 'top_messages')).toBeGreaterThan(0);
      expect(await markers(handle)).toEqual([DEMO_CATALOGUE_KEY, DEMO_SETTINGS_KEY]);
      expect(messages()).toContain('Wrote the demo catalogue');

      const before = await tableChecksums(handle, [...CATALOGUE_TABLES, 'market_settings', 'top_messages']);
      await prepareDatabase(handle, { ...config, DEMO_PRODUCTS: 40 }, capturingLogger().logger);
      expect(await tableChecksums(handle, [...CATALOGUE_TABLES, 'market_settings', 'top_messages'])).toEqual(
        before,
      );
    }, 120_000);
  },
);
