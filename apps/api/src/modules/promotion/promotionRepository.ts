import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();
const isoOrNull = z.string().nullable();

/** A promotion as stored; the domain's promotionDefinitionSchema reads it into a definition. */
const promotionRow = z.strictObject({
  id,
  code: z.string().nullable(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  description: z.string(),
  discountType: id,
  percentBasisPoints: id.nullable(),
  amountMinor: id.nullable(),
  currency: z.string().nullable(),
  minTotalMinor: id.nullable(),
  minQuantity: id.nullable(),
  partNos: z.array(z.string()),
  giftSku: z.string().nullable(),
  marketIds: z.array(z.string()).nullable(),
  audience: z.enum(['all', 'b2b', 'b2c']),
  engine: z.boolean(),
  validFrom: isoOrNull,
  validTo: isoOrNull,
  usageLimit: id.nullable(),
});
export type PromotionRecord = z.infer<typeof promotionRow>;

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const COLUMNS = sql`p.id, p.code, p.name, p.names, p.description, p.discount_type::int AS "discountType",
  p.percent_basis_points AS "percentBasisPoints", p.amount_minor AS "amountMinor", p.currency,
  p.min_total_minor AS "minTotalMinor", p.min_quantity AS "minQuantity", p.part_nos AS "partNos",
  p.gift_sku AS "giftSku", p.market_ids AS "marketIds", p.audience, p.engine,
  ${iso('p.valid_from')} AS "validFrom", ${iso('p.valid_to')} AS "validTo", p.usage_limit AS "usageLimit"`;

/** Every raw query of promotions, each with the shape of its rows (see repository.int.test.ts). */
export const promotionQueries = {
  byCode: rowQuery(
    promotionRow,
    (code: string) => sql`SELECT ${COLUMNS} FROM promotions p WHERE lower(p.code) = lower(${code})`,
  ),
  byIds: rowQuery(
    promotionRow,
    (ids: readonly number[]) =>
      sql`SELECT ${COLUMNS} FROM promotions p WHERE p.id = ANY(${sql.param(ids)}::int[])`,
  ),
  /** Engine promotions without a code: they apply by themselves where their rules hold. */
  automatic: rowQuery(
    promotionRow,
    () => sql`SELECT ${COLUMNS} FROM promotions p WHERE p.engine AND p.code IS NULL ORDER BY p.id`,
  ),
  uses: rowQuery(
    z.strictObject({ uses: id, held: z.boolean() }),
    (promotionId: number, cartId: string) => sql`
      SELECT (SELECT count(*)::int FROM promotion_uses WHERE promotion_id = ${promotionId}) AS uses,
        EXISTS (SELECT 1 FROM promotion_uses WHERE promotion_id = ${promotionId} AND cart_id = ${cartId}::uuid) AS held`,
  ),
};

export const promotionRepository = {
  async byCode(handle: DatabaseHandle, code: string) {
    return (await promotionQueries.byCode.run(handle, code))[0];
  },
  byIds: (handle: DatabaseHandle, ids: readonly number[]) =>
    ids.length === 0 ? Promise.resolve([]) : promotionQueries.byIds.run(handle, ids),
  automatic: (handle: DatabaseHandle) => promotionQueries.automatic.run(handle),
  /**
   * Locks the promotion row, then counts its uses: with the lock held, two carts taking the last use
   * of a limited code follow one another, so the limit holds under concurrency.
   */
  async lockedUses(handle: DatabaseHandle, promotionId: number, cartId: string) {
    await handle.db.execute(sql`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`);
    return (await promotionQueries.uses.run(handle, promotionId, cartId))[0] ?? { uses: 0, held: false };
  },
  async usesOf(handle: DatabaseHandle, promotionId: number) {
    return (
      (await promotionQueries.uses.run(handle, promotionId, '00000000-0000-0000-0000-000000000000'))[0] ?? {
        uses: 0,
        held: false,
      }
    );
  },
  async holdUse(handle: DatabaseHandle, promotionId: number, cartId: string) {
    await handle.db.execute(sql`
      INSERT INTO promotion_uses (promotion_id, cart_id) VALUES (${promotionId}, ${cartId}::uuid)
      ON CONFLICT DO NOTHING`);
  },
  async releaseUses(handle: DatabaseHandle, cartId: string, except: number | null = null) {
    await handle.db.execute(sql`
      DELETE FROM promotion_uses WHERE cart_id = ${cartId}::uuid
        AND (${except}::int IS NULL OR promotion_id <> ${except}::int)`);
  },
};
