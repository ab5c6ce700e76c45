import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();
const iso = z.string();

/** ISO 8601 in UTC, the same text from PGlite and from the server whatever their time zone. */
const isoOf = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const cartRow = z.strictObject({
  id: z.string(),
  ownerCustomerId: id.nullable(),
  ownerCompanyId: id.nullable(),
  punchoutSession: z.string().nullable(),
  market: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['default', 'saved', 'ordered']),
  isActive: z.boolean(),
  version: id,
  created: iso,
  modified: iso,
});
export type CartRecord = z.infer<typeof cartRow>;

const lineRow = z.strictObject({
  id,
  rowNumber: id,
  sku: z.string(),
  quantity: id,
  type: z.enum(['DefaultArticle', 'ExternalArticle', 'VasArticle']),
  comment: z.string(),
  coWorkerId: id.nullable(),
  priceListId: id.nullable(),
  promotionId: id.nullable(),
  parentRowId: id.nullable(),
  created: iso,
  modified: iso,
});
export type CartLineRecord = z.infer<typeof lineRow>;

const metadataRow = z.strictObject({ id, key: z.string(), value: z.string() });
export type CartMetadataRecord = z.infer<typeof metadataRow>;

const summaryRow = z.strictObject({
  id: z.string(),
  version: id,
  name: z.string(),
  status: z.enum(['default', 'saved', 'ordered']),
  isActive: z.boolean(),
  market: z.string(),
  rowCount: id,
  quantity: id,
  created: iso,
  modified: iso,
});

const CART_COLUMNS = sql`c.id::text AS id, c.owner_customer_id AS "ownerCustomerId",
  c.owner_company_id AS "ownerCompanyId", c.punchout_session AS "punchoutSession", c.market, c.name,
  c.description, c.status, c.is_active AS "isActive", c.version,
  ${isoOf('c.created_at')} AS created, ${isoOf('c.modified_at')} AS modified`;

/** A cart's rows and metadata as two JSON columns (json_agg), for the statements that read them with more. */
const contentColumns = (cartId: string) => sql`
  coalesce((SELECT json_agg(json_build_object('id', id::int, 'rowNumber', row_number, 'sku', sku,
      'quantity', quantity, 'type', type, 'comment', comment, 'coWorkerId', co_worker_id,
      'priceListId', price_list_id, 'promotionId', promotion_id, 'parentRowId', parent_row_id::int,
      'created', ${isoOf('created_at')}, 'modified', ${isoOf('modified_at')}) ORDER BY row_number, id)
    FROM cart_rows WHERE cart_id = ${cartId}::uuid), '[]'::json) AS lines,
  coalesce((SELECT json_agg(json_build_object('id', id, 'key', key, 'value', value) ORDER BY key)
    FROM cart_metadata WHERE cart_id = ${cartId}::uuid), '[]'::json) AS metadata`;

/** Every raw query of the cart, each with the shape of its rows (see repository.int.test.ts). */
export const cartQueries = {
  cart: rowQuery(
    cartRow,
    (cartId: string) => sql`SELECT ${CART_COLUMNS} FROM carts c WHERE c.id = ${cartId}::uuid`,
  ),
  /** The cart, locked for the rest of the transaction: changes to one cart happen one at a time. */
  lockedCart: rowQuery(
    cartRow,
    (cartId: string) => sql`SELECT ${CART_COLUMNS} FROM carts c WHERE c.id = ${cartId}::uuid FOR UPDATE`,
  ),
  /** Every change ends here: one version step for the whole change, and the cart as it now is. */
  touchedCart: rowQuery(
    cartRow,
    (cartId: string) => sql`
      UPDATE carts c SET version = c.version + 1, modified_at = now() WHERE c.id = ${cartId}::uuid
      RETURNING ${CART_COLUMNS}`,
  ),
  activeCart: rowQuery(
    cartRow,
    (customerId: number, companyId: number | null, session: string | null) => sql`
      SELECT ${CART_COLUMNS} FROM carts c
      WHERE c.owner_customer_id = ${customerId} AND c.is_active
        AND coalesce(c.owner_company_id, 0) = ${companyId ?? 0}
        AND coalesce(c.punchout_session, '') = ${session ?? ''}`,
  ),
  summaries: rowQuery(
    summaryRow,
    (customerId: number, companyId: number | null, session: string | null, status: string | null) => sql`
      SELECT c.id::text AS id, c.version, c.name, c.status, c.is_active AS "isActive", c.market,
        count(r.id)::int AS "rowCount", coalesce(sum(r.quantity), 0)::int AS quantity,
        ${isoOf('c.created_at')} AS created, ${isoOf('c.modified_at')} AS modified
      FROM carts c LEFT JOIN cart_rows r ON r.cart_id = c.id
      WHERE c.owner_customer_id = ${customerId}
        AND coalesce(c.owner_company_id, 0) = ${companyId ?? 0}
        AND coalesce(c.punchout_session, '') = ${session ?? ''}
        AND (${status}::text IS NULL OR c.status = ${status})
      GROUP BY c.id ORDER BY c.modified_at DESC, c.id LIMIT 200`,
  ),
  lines: rowQuery(
    lineRow,
    (cartId: string) => sql`
      SELECT id::int AS id, row_number AS "rowNumber", sku, quantity, type, comment,
        co_worker_id AS "coWorkerId", price_list_id AS "priceListId", promotion_id AS "promotionId",
        parent_row_id::int AS "parentRowId", ${isoOf('created_at')} AS created, ${isoOf('modified_at')} AS modified
      FROM cart_rows WHERE cart_id = ${cartId}::uuid ORDER BY row_number, id`,
  ),
  /** Rows and metadata in one statement: what every evaluation of a cart reads. */
  contents: rowQuery(
    z.strictObject({ lines: z.array(lineRow), metadata: z.array(metadataRow) }),
    (cartId: string) => sql`SELECT ${contentColumns(cartId)}`,
  ),
  metadata: rowQuery(
    metadataRow,
    (cartId: string) =>
      sql`SELECT id, key, value FROM cart_metadata WHERE cart_id = ${cartId}::uuid ORDER BY key`,
  ),
  /**
   * A new cart's id; none when the owner already has an active cart (carts_one_active), which the
   * caller then reads instead.
   */
  insertedCart: rowQuery(
    z.strictObject({ id: z.string() }),
    (cart: NewCart) => sql`
      INSERT INTO carts (owner_customer_id, owner_company_id, punchout_session, market, name, description)
      VALUES (${cart.ownerCustomerId}, ${cart.ownerCompanyId}, ${cart.punchoutSession}, ${cart.market},
        ${cart.name}, ${cart.description})
      ON CONFLICT DO NOTHING RETURNING id::text AS id`,
  ),
};

export interface NewCart {
  ownerCustomerId: number | null;
  ownerCompanyId: number | null;
  punchoutSession: string | null;
  market: string;
  name: string;
  description: string;
}

export interface NewLine {
  rowNumber: number;
  sku: string;
  quantity: number;
  comment: string;
  coWorkerId: number | null;
  priceListId: number | null;
  promotionId?: number | null;
}

export interface LinePatch {
  sku?: string;
  quantity?: number;
  comment?: string;
  coWorkerId?: number | null;
  priceListId?: number | null;
}

/** SQL of the cart module: reads through the declared row queries, writes as plain statements. */
export const cartRepository = {
  async find(handle: DatabaseHandle, cartId: string) {
    return (await cartQueries.cart.run(handle, cartId))[0];
  },
  async lock(handle: DatabaseHandle, cartId: string) {
    return (await cartQueries.lockedCart.run(handle, cartId))[0];
  },
  async active(
    handle: DatabaseHandle,
    owner: { customerId: number; companyId: number | null; session: string | null },
  ) {
    return (await cartQueries.activeCart.run(handle, owner.customerId, owner.companyId, owner.session))[0];
  },
  summaries: (
    handle: DatabaseHandle,
    owner: { customerId: number; companyId: number | null; session: string | null },
    status: string | null,
  ) => cartQueries.summaries.run(handle, owner.customerId, owner.companyId, owner.session, status),
  lines: (handle: DatabaseHandle, cartId: string) => cartQueries.lines.run(handle, cartId),
  metadata: (handle: DatabaseHandle, cartId: string) => cartQueries.metadata.run(handle, cartId),
  /**
   * The cart locked for the rest of the transaction, then its rows and metadata as they are under
   * the lock. Two statements on purpose: under read committed a statement sees the data of its own
   * start, so rows read in the statement that waited for the lock would miss what the transaction
   * before it committed (concurrent adds then collided on a row number).
   */
  async lockWithContents(handle: DatabaseHandle, cartId: string) {
    const cart = (await cartQueries.lockedCart.run(handle, cartId))[0];
    if (!cart) return undefined;
    return { cart, ...(await cartRepository.contents(handle, cartId)) };
  },
  async contents(handle: DatabaseHandle, cartId: string) {
    return (await cartQueries.contents.run(handle, cartId))[0] ?? { lines: [], metadata: [] };
  },

  /** A new cart; a signed-in owner's second active cart violates carts_one_active (the caller retries a read). */
  async insert(handle: DatabaseHandle, cart: NewCart): Promise<string | undefined> {
    return (await cartQueries.insertedCart.run(handle, cart))[0]?.id;
  },
  /** Every change to a cart ends here: one version step per change, whatever it touched. */
  async touch(handle: DatabaseHandle, cartId: string) {
    return (await cartQueries.touchedCart.run(handle, cartId))[0]!;
  },
  async update(
    handle: DatabaseHandle,
    cartId: string,
    patch: { name?: string; description?: string; status?: string; isActive?: boolean },
  ) {
    await handle.db.execute(sql`
      UPDATE carts SET name = coalesce(${patch.name ?? null}::text, name),
        description = coalesce(${patch.description ?? null}::text, description),
        status = coalesce(${patch.status ?? null}::text, status),
        is_active = coalesce(${patch.isActive ?? null}::boolean, is_active)
      WHERE id = ${cartId}::uuid`);
  },
  /**
   * The cart of a sent order: ordered (no change is taken any more) and no longer active, so its
   * owner's next cart is a new one; the version steps as for any change.
   */
  async markOrdered(handle: DatabaseHandle, cartId: string) {
    await handle.db.execute(sql`
      UPDATE carts SET status = 'ordered', is_active = false, version = version + 1, modified_at = now()
      WHERE id = ${cartId}::uuid`);
  },
  /** An ordered cart opened again (its order given up): default, active, one version step. */
  async reopenOrdered(handle: DatabaseHandle, cartId: string) {
    await handle.db.execute(sql`
      UPDATE carts SET status = 'default', is_active = true, version = version + 1, modified_at = now()
      WHERE id = ${cartId}::uuid AND status = 'ordered'`);
  },
  /** Gift rows follow their promotion: dropped, and added again by the evaluation if it still applies. */
  async deleteGiftLines(handle: DatabaseHandle, cartId: string) {
    await handle.db.execute(
      sql`DELETE FROM cart_rows WHERE cart_id = ${cartId}::uuid AND promotion_id IS NOT NULL`,
    );
  },
  async remove(handle: DatabaseHandle, cartId: string) {
    await handle.db.execute(sql`DELETE FROM carts WHERE id = ${cartId}::uuid`);
  },
  async insertLines(handle: DatabaseHandle, cartId: string, lines: readonly NewLine[]) {
    if (lines.length === 0) return;
    const values = lines.map(
      (l) => sql`(${cartId}::uuid, ${l.rowNumber}, ${l.sku}, ${l.quantity}, ${l.comment}, ${l.coWorkerId},
        ${l.priceListId}, ${l.promotionId ?? null})`,
    );
    await handle.db.execute(sql`
      INSERT INTO cart_rows (cart_id, row_number, sku, quantity, comment, co_worker_id, price_list_id, promotion_id)
      VALUES ${sql.join(values, sql`, `)}`);
  },
  async updateLine(handle: DatabaseHandle, cartId: string, rowId: number, patch: LinePatch) {
    await handle.db.execute(sql`
      UPDATE cart_rows SET sku = coalesce(${patch.sku ?? null}::text, sku),
        quantity = coalesce(${patch.quantity ?? null}::int, quantity),
        comment = coalesce(${patch.comment ?? null}::text, comment),
        co_worker_id = CASE WHEN ${patch.coWorkerId !== undefined} THEN ${patch.coWorkerId ?? null}::int
          ELSE co_worker_id END,
        price_list_id = CASE WHEN ${patch.priceListId !== undefined} THEN ${patch.priceListId ?? null}::int
          ELSE price_list_id END,
        modified_at = now()
      WHERE cart_id = ${cartId}::uuid AND id = ${rowId}`);
  },
  async deleteLines(handle: DatabaseHandle, cartId: string, rowIds: readonly number[]) {
    if (rowIds.length === 0) return;
    await handle.db.execute(sql`
      DELETE FROM cart_rows WHERE cart_id = ${cartId}::uuid AND id = ANY(${sql.param(rowIds)}::bigint[])`);
  },
  async deleteAllLines(handle: DatabaseHandle, cartId: string) {
    await handle.db.execute(sql`DELETE FROM cart_rows WHERE cart_id = ${cartId}::uuid`);
  },
  async setMetadata(handle: DatabaseHandle, cartId: string, key: string, value: string) {
    await handle.db.execute(sql`
      INSERT INTO cart_metadata (cart_id, key, value) VALUES (${cartId}::uuid, ${key}, ${value})
      ON CONFLICT (cart_id, key) DO UPDATE SET value = EXCLUDED.value`);
  },
  async deleteMetadata(handle: DatabaseHandle, cartId: string, key: string) {
    await handle.db.execute(sql`DELETE FROM cart_metadata WHERE cart_id = ${cartId}::uuid AND key = ${key}`);
  },
  /** Saves the owner's other active carts (those with rows) and deletes the empty ones. */
  async retireOtherActive(
    handle: DatabaseHandle,
    keep: string,
    owner: { customerId: number; companyId: number | null; session: string | null },
  ) {
    const where = sql`owner_customer_id = ${owner.customerId} AND is_active AND id <> ${keep}::uuid
      AND coalesce(owner_company_id, 0) = ${owner.companyId ?? 0}
      AND coalesce(punchout_session, '') = ${owner.session ?? ''}`;
    await handle.db.execute(sql`DELETE FROM carts WHERE ${where}
      AND NOT EXISTS (SELECT 1 FROM cart_rows r WHERE r.cart_id = carts.id)`);
    await handle.db.execute(sql`UPDATE carts SET status = 'saved', is_active = false, version = version + 1,
      modified_at = now() WHERE ${where}`);
  },
};
