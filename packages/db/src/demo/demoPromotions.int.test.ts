import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import { ensureDemoData } from './ensure';
import { planCatalogue } from './plan';
import {
  DEMO_PROMOTIONS_KEY,
  DEMO_PROMOTIONS_VERSION,
  demoPromotions,
  ensureDemoPromotions,
} from './promotions';
import { QUANTITY_FACTORS } from './quantityFactors';
import { DEFAULT_DEMO_SEED } from './seed';

const OPTIONS = { products: 120, seed: DEFAULT_DEMO_SEED, today: '2026-11-21' } as const;

describe.each(databaseTargets('demo_promotions_test', 2))('demo cart data on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('a first start writes the catalogue with pack sizes, and the demo promotions with it', async () => {
    const outcome = await ensureDemoData(handle, OPTIONS);
    expect(outcome.catalogue.seeded).toBe(true);
    const expected = demoPromotions(planCatalogue(OPTIONS.products, OPTIONS.seed, OPTIONS.today).products);
    expect(outcome.promotions?.promotions).toBe(expected.length);

    const factors = await handle.rows<{ factor: number; n: number }>(sql`
      SELECT quantity_factor AS factor, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 1`);
    expect(factors.map((f) => f.factor)).toEqual(
      [...new Set([1, ...Object.values(QUANTITY_FACTORS)])].sort((a, b) => a - b),
    );
    const stored = await handle.rows<{ code: string | null; gift_sku: string | null }>(
      sql`SELECT code, gift_sku FROM promotions ORDER BY id`,
    );
    expect(stored.map((p) => p.code)).toEqual(expected.map((p) => p.code ?? null));
    const gift = stored.find((p) => p.gift_sku)?.gift_sku;
    const [sku] = await handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM skus WHERE sku = ${gift}`,
    );
    expect(sku?.n).toBe(1);
  }, 60_000);

  it('a later start adds nothing, and a database without the marker gets them once', async () => {
    const again = await ensureDemoData(handle, OPTIONS);
    expect(again.catalogue.seeded).toBe(false);
    expect(again.promotions).toBeNull();

    // A database seeded before promotions existed: catalogue there, no marker, no promotions.
    await handle.db.execute(sql`DELETE FROM promotions`);
    await handle.db.execute(sql`DELETE FROM app_meta WHERE key = ${DEMO_PROMOTIONS_KEY}`);
    const upgraded = await ensureDemoData(handle, OPTIONS);
    expect(upgraded.promotions?.promotions).toBeGreaterThan(0);
    expect((await ensureDemoData(handle, OPTIONS)).promotions).toBeNull();
  }, 60_000);

  it('names the demo promotions of a database seeded before their names (version 1), once', async () => {
    await handle.db.execute(sql`UPDATE promotions SET names = '{}'::jsonb`);
    await handle.db.execute(
      sql`UPDATE app_meta SET value = jsonb_set(value::jsonb, '{version}', '1')::text WHERE key = ${DEMO_PROMOTIONS_KEY}`,
    );
    const named = await ensureDemoPromotions(handle);
    expect(named.result?.version).toBe(DEMO_PROMOTIONS_VERSION);
    const rows = await handle.rows<{ code: string | null; sv: string | null; lv: string | null }>(
      sql`SELECT code, names->>'sv' AS sv, names->>'lv' AS lv FROM promotions ORDER BY id`,
    );
    expect(rows.every((r) => r.sv && r.lv)).toBe(true);
    expect(rows.find((r) => r.code === 'FREEGIFT')?.sv).toBe('En gratis present');
    expect(rows.find((r) => r.code === null)?.sv).toBe('Fri frakt över 1 500 kr');
  }, 60_000);
});
