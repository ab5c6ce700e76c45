import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';
import { SQL_STATE, sqlStateOf } from '../sqlState';
import { WORLD_TABLES } from './worldTables';

/** Every table the generator writes or that is derived from them, children before parents. */
export const CATALOGUE_TABLES = [
  'variant_listing',
  'search_terms',
  'variant_prices',
  'price_lists',
  'stock',
  'skus',
  'variant_flags',
  'variants',
  'product_dimensions',
  'product_relations',
  'product_usps',
  'product_flags',
  'product_parametric_values',
  'product_groups',
  'product_categories',
  'product_culture_texts',
  'product_translations',
  'products',
  'body_measurement_tables',
  'size_guide_content',
  'size_guides',
  'flag_translations',
  'flags',
  'size_group_sizes',
  'size_groups',
  'group_translations',
  'groups',
  'family_translations',
  'families',
  'parametric_value_translations',
  'parametric_values',
  'parametric_translations',
  'parametrics',
  'navigation_item_translations',
  'navigation_items',
  'category_translations',
  'categories',
] as const;

/** Thrown when another module's rows still point into the catalogue: emptying it would break them. */
export class CatalogueInUseError extends Error {
  constructor(
    readonly table: string,
    readonly references: string,
  ) {
    super(
      `The catalogue cannot be emptied: ${table} holds rows that reference ${references}. ` +
        'Remove those rows first; emptying the catalogue never deletes rows of other tables.',
    );
    this.name = 'CatalogueInUseError';
  }
}

/** The first catalogue table that holds a row, or null when the catalogue is empty. */
export async function firstNonEmptyCatalogueTable(handle: DatabaseHandle): Promise<string | null> {
  const probes = sql.join(
    CATALOGUE_TABLES.map(
      (t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${sql.identifier(t)})`,
    ),
    sql` UNION ALL `,
  );
  const [row] = await handle.rows<{ name: string }>(sql`${probes} LIMIT 1`);
  return row?.name ?? null;
}

interface OutsideReference {
  name: string;
  child: string;
  parent: string;
  child_columns: string[];
}

/**
 * What emptying the catalogue empties: the demo world first (its companies reference price lists, its
 * sign-in state its accounts), then the catalogue. Both go together or not at all.
 */
const EMPTIED_TABLES: readonly string[] = [...WORLD_TABLES, ...CATALOGUE_TABLES];

/**
 * The cart module's tables, children first. Carts are not catalogue tables and a reset leaves them
 * alone: cart_rows has no foreign key to skus, so a row whose sku leaves the catalogue becomes unpriced
 * and the cart removes it with the spec's message. Their only references into the emptied tables are
 * to their owners (carts.owner_customer_id, owner_company_id ON DELETE CASCADE; cart_rows.co_worker_id
 * SET NULL): a cart belongs to its owner, so the carts of the demo world's people go with them, which
 * is what those foreign keys say. Anonymous carts stay.
 */
export const CART_TABLES = ['promotion_uses', 'cart_metadata', 'cart_rows', 'carts'] as const;
const OWNED_BY_WORLD: ReadonlySet<string> = new Set(['carts', 'cart_rows']);

/**
 * The order module's tables, children first. Orders are never emptied: their references to the
 * world's people and companies (ON DELETE SET NULL) stop an emptying like any other module's rows
 * (the demo's own orders are removed before, see clearDemoCatalogue). Only when there is no order at
 * all are they named in the fast TRUNCATE, as TRUNCATE requires (the order number then starts again
 * at 100001).
 */
export const ORDER_TABLES = [
  'order_approval_decisions',
  'order_approvals',
  'spend_ledger',
  'order_account_requests',
  'payments',
  'stock_reservations',
  'order_lines',
  'orders',
] as const;
const ORDER_TABLE_SET: ReadonlySet<string> = new Set(ORDER_TABLES);

/** Foreign keys from tables outside the catalogue and world (orders, favourites ...) into them. */
async function outsideReferences(handle: DatabaseHandle): Promise<OutsideReference[]> {
  const catalogue = sql.param([...EMPTIED_TABLES]);
  return handle.rows<OutsideReference>(sql`
    SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
           array(SELECT a.attname FROM unnest(c.conkey) k(attnum)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)::text[] AS child_columns
    FROM pg_constraint c
    WHERE c.contype = 'f'
      AND c.confrelid = ANY (${catalogue}::regclass[])
      AND NOT c.conrelid = ANY (${catalogue}::regclass[])
    ORDER BY 2, 1`);
}

/** Whether `table` holds a row; locks it against new ones first, so the answer holds until commit. */
async function rowsExist(handle: DatabaseHandle, table: 'carts' | 'orders'): Promise<boolean> {
  await handle.db.execute(sql`LOCK TABLE ${sql.identifier(table)} IN SHARE MODE`);
  const [row] = await handle.rows<{ any: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS any`,
  );
  return row?.any ?? false;
}

/**
 * Empties the catalogue tables and the demo world's (WORLD_TABLES) and nothing else, inside the
 * caller's transaction. Never CASCADE: when a table of another module references the catalogue, that
 * table is locked against new rows and checked first, and any row of it pointing into the catalogue
 * stops the whole operation with a CatalogueInUseError (an ON DELETE CASCADE or SET NULL there would
 * otherwise reach it). The cart tables are the one exception (see CART_TABLES): their owners' carts go
 * with the owners. With no other such table, no cart and no order, one TRUNCATE (the empty cart and
 * order tables with it, as TRUNCATE requires) empties the catalogue fast; otherwise rows are deleted
 * children first.
 */
export async function emptyCatalogue(handle: DatabaseHandle): Promise<void> {
  const references = (await outsideReferences(handle)).filter((r) => !OWNED_BY_WORLD.has(r.child));
  const others = references.filter((r) => !ORDER_TABLE_SET.has(r.child));
  if (others.length === 0 && !(await rowsExist(handle, 'carts')) && !(await rowsExist(handle, 'orders'))) {
    const tables = sql.join(
      [...CART_TABLES, ...ORDER_TABLES, ...EMPTIED_TABLES].map((t) => sql.identifier(t)),
      sql`, `,
    );
    await handle.db.execute(sql`TRUNCATE ${tables} RESTART IDENTITY`);
    return;
  }
  for (const child of new Set(references.map((r) => r.child))) {
    // SHARE: others may read, nobody may add a row pointing into the catalogue until this commits.
    await handle.db.execute(sql`LOCK TABLE ${sql.raw(child)} IN SHARE MODE`);
  }
  for (const ref of references) {
    const present = sql.join(
      ref.child_columns.map((col) => sql`${sql.identifier(col)} IS NOT NULL`),
      sql` AND `,
    );
    // regclass::text is already a correctly quoted, schema-qualified-if-needed name.
    const [row] = await handle.rows<{ used: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.raw(ref.child)} WHERE ${present}) AS used`,
    );
    if (row?.used) throw new CatalogueInUseError(ref.child, `${ref.parent} (foreign key ${ref.name})`);
  }
  for (const table of EMPTIED_TABLES) {
    try {
      // Deleting the world's customers and companies removes their carts (ON DELETE CASCADE).
      await handle.db.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    } catch (error) {
      // Only reachable through a reference the checks above did not see (another schema's trigger ...).
      if (sqlStateOf(error) === SQL_STATE.foreignKeyViolation)
        throw new CatalogueInUseError('another table', table);
      throw error;
    }
  }
}
