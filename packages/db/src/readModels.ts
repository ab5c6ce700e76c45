import { randomUUID } from 'node:crypto';
import {
  CULTURE_TEXT_VARIANTS,
  FTS_CONFIG,
  isSupportedLanguage,
  nameCollator,
  SUPPORTED_LANGUAGES,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';
import { inTransaction, type TransactionHandle } from './unitOfWork';

/** app_meta key whose value changes on every rebuild of the read models. */
export const READ_MODELS_VERSION_KEY = 'read_models_version';

export async function readModelsVersion(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = ${READ_MODELS_VERSION_KEY}`,
  );
  return row?.value ?? 'none';
}

/**
 * Rebuilds everything derived from the catalogue tables: the list read model, the full-text
 * vectors and the typo dictionary. Call it after any catalogue import; it runs in one transaction
 * so readers never see a half-built listing (TRUNCATE makes them wait for the rebuild instead, and
 * leaves no dead rows behind to slow later scans).
 */
export async function refreshReadModels(handle: DatabaseHandle): Promise<void> {
  await inTransaction(handle, async ({ db: tx, rows }) => {
    await tx.execute(refreshSearchVectorsSql());
    await tx.execute(sql`TRUNCATE search_terms`);
    await tx.execute(refreshSearchTermsSql);
    await tx.execute(sql`TRUNCATE variant_listing`);
    await tx.execute(sql`TRUNCATE listing_price_slots`);
    await tx.execute(sql`TRUNCATE listing_language_slots`);
    await tx.execute(sql`
      INSERT INTO listing_language_slots (language, slot)
      SELECT language, row_number() OVER (ORDER BY language) FROM (SELECT DISTINCT language FROM product_translations) l`);
    await tx.execute(sql`
      INSERT INTO listing_price_slots (price_list_id, slot)
      SELECT id, row_number() OVER (ORDER BY id) FROM price_lists WHERE type = 0`);
    await writeNameRanks({ rows, db: tx });
    await tx.execute(refreshListingSql);
    // Processes holding the listing in memory reload when this changes.
    await tx.execute(sql`
      INSERT INTO app_meta (key, value, updated_at) VALUES (${READ_MODELS_VERSION_KEY}, ${randomUUID()}, now())
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`);
  });
  await handle.db.execute(sql`ANALYZE`);
}

/**
 * Keeps the listing's "in stock" (variant_listing.has_stock) true to the stock between rebuilds, in
 * the transaction that changed the stock (an order's send, cancel, expiry): given the skus whose
 * stock crossed 0 there (only such a change can turn a colour's flag), it locks their colours' rows
 * in variant order (after the stock rows, which every writer locks first, so two orders emptying two
 * sizes of one colour at once see each other's stock), sets the flag from the stock as it now is,
 * and when a flag turned, changes the read-model version so every process reloads its listing index.
 */
export async function refreshListingStock(handle: DatabaseHandle, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  await handle.db.execute(sql`
    SELECT l.variant_id FROM variant_listing l
    WHERE l.variant_id IN (SELECT s.variant_id FROM skus s WHERE s.sku = ANY(${sql.param(skus)}::text[]))
    ORDER BY l.variant_id FOR UPDATE`);
  await handle.db.execute(sql`
    WITH now_in_stock AS (
      SELECT l.variant_id,
        EXISTS (SELECT 1 FROM skus s JOIN stock st ON st.sku = s.sku
                WHERE s.variant_id = l.variant_id AND st.on_hand > 0) AS has_stock
      FROM variant_listing l
      WHERE l.variant_id IN (SELECT s.variant_id FROM skus s WHERE s.sku = ANY(${sql.param(skus)}::text[]))),
    turned AS (
      UPDATE variant_listing l SET has_stock = n.has_stock FROM now_in_stock n
      WHERE l.variant_id = n.variant_id AND l.has_stock <> n.has_stock RETURNING l.variant_id)
    UPDATE app_meta SET value = gen_random_uuid()::text, updated_at = now()
    WHERE key = ${READ_MODELS_VERSION_KEY} AND EXISTS (SELECT 1 FROM turned)`);
}

/**
 * Each product's position in the alphabetical order of its name, per language slot, into a table
 * that lives until the transaction ends. Ranked here with the language's collator (the domain's
 * nameCollator, as category lists and menus), not in SQL: PostgreSQL's order depends on the server's
 * collations, and PGlite has only C, which puts ä before å and ä after z in German too.
 */
async function writeNameRanks(tx: Pick<TransactionHandle, 'db' | 'rows'>): Promise<void> {
  await tx.db.execute(sql`
    CREATE TEMPORARY TABLE name_rank_input (product_id int NOT NULL, slot int NOT NULL, rank int NOT NULL)
    ON COMMIT DROP`);
  const names = await tx.rows<{ productId: number; slot: number; language: string; name: string }>(sql`
    SELECT pt.product_id AS "productId", s.slot, s.language, pt.name
    FROM product_translations pt JOIN listing_language_slots s ON s.language = pt.language`);
  const bySlot = new Map<number, typeof names>();
  for (const n of names) {
    const ofSlot = bySlot.get(n.slot);
    if (ofSlot) ofSlot.push(n);
    else bySlot.set(n.slot, [n]);
  }
  const productIds: number[] = [];
  const slots: number[] = [];
  const ranks: number[] = [];
  for (const [slot, ofSlot] of bySlot) {
    const language = ofSlot[0]!.language.trim();
    if (!isSupportedLanguage(language)) throw new Error(`No collation for language '${language}'.`);
    const { compare } = nameCollator(language);
    ofSlot.sort((a, b) => compare(a.name, b.name) || a.productId - b.productId);
    ofSlot.forEach((n, i) => {
      productIds.push(n.productId);
      slots.push(slot);
      ranks.push(i + 1);
    });
  }
  await tx.db.execute(sql`
    INSERT INTO name_rank_input (product_id, slot, rank)
    SELECT * FROM unnest(${sql.param(productIds)}::int[], ${sql.param(slots)}::int[], ${sql.param(ranks)}::int[])`);
}

/** Rebuilds the read models when the catalogue has rows but the listing has none (after a migration). */
export async function ensureReadModels(handle: DatabaseHandle): Promise<boolean> {
  const [state] = await handle.rows<{ stale: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM variants) AND NOT EXISTS (SELECT 1 FROM variant_listing) AS stale`);
  if (!state?.stale) return false;
  await refreshReadModels(handle);
  return true;
}

/** (language, regconfig) pairs from the domain's table, the one source of that mapping. */
export function ftsConfigValues() {
  return sql.join(
    SUPPORTED_LANGUAGES.map((lang) => sql`(${lang}, ${FTS_CONFIG[lang]}::regconfig)`),
    sql`, `,
  );
}

/** (culture, language) pairs of the cultures with texts of their own (domain CULTURE_TEXT_VARIANTS). */
function cultureVariantValues() {
  return sql.join(
    Object.entries(CULTURE_TEXT_VARIANTS).map(([culture, language]) => sql`(${culture}, ${language})`),
    sql`, `,
  );
}

/** A culture's own text of a product (column of product_culture_texts), all its language's cultures' joined. */
const cultureTextsOf = (column: 'name' | 'description') => sql`
  coalesce((SELECT string_agg(o.${sql.raw(column)}, ' ') FROM product_culture_texts o
    JOIN (VALUES ${cultureVariantValues()}) AS v(culture, lang) ON v.culture = o.culture
    WHERE o.product_id = pt.product_id AND v.lang = pt.language), '')`;

// A language's vector holds its cultures' own names and descriptions too: a US buyer's "pants" finds
// the products en-US names so, and a British buyer's search for it finds them as well.
function refreshSearchVectorsSql() {
  return sql`
    UPDATE product_translations pt
    SET search_vector =
      setweight(to_tsvector(c.cfg, unaccent(pt.name || ' ' || ${cultureTextsOf('name')})), 'A') ||
      setweight(to_tsvector(c.cfg, unaccent(coalesce(ct.name, '') || ' ' || coalesce(ft.name, ''))), 'B') ||
      setweight(to_tsvector(c.cfg, unaccent(pt.description || ' ' || ${cultureTextsOf('description')})), 'C')
    FROM (VALUES ${ftsConfigValues()}) AS c(lang, cfg), products p
    LEFT JOIN category_translations ct ON ct.category_id = p.primary_category_id
    LEFT JOIN family_translations ft ON ft.family_id = p.family_id
    WHERE pt.language = c.lang
      AND p.id = pt.product_id
      AND (ct.language IS NULL OR ct.language = pt.language)
      AND (ft.language IS NULL OR ft.language = pt.language)`;
}

// Words of product (a language's and its cultures' own), category and family names: the vocabulary a
// misspelt query is corrected against.
const refreshSearchTermsSql = sql`
  INSERT INTO search_terms (language, term, frequency)
  SELECT language, word, count(*)::int
  FROM (
    SELECT language, regexp_split_to_table(lower(unaccent(name)), '[^[:alnum:]]+') AS word FROM product_translations
    UNION ALL
    SELECT v.lang, regexp_split_to_table(lower(unaccent(o.name)), '[^[:alnum:]]+') FROM product_culture_texts o
    JOIN (VALUES ${cultureVariantValues()}) AS v(culture, lang) ON v.culture = o.culture WHERE o.name IS NOT NULL
    UNION ALL
    SELECT language, regexp_split_to_table(lower(unaccent(name)), '[^[:alnum:]]+') FROM category_translations
    UNION ALL
    SELECT language, regexp_split_to_table(lower(unaccent(name)), '[^[:alnum:]]+') FROM family_translations
  ) words
  WHERE length(word) >= 2
  GROUP BY language, word`;

const refreshListingSql = sql`
  WITH RECURSIVE tree(id, path) AS (
    SELECT id, ARRAY[id] FROM categories WHERE parent_id IS NULL
    UNION ALL
    SELECT c.id, t.path || c.id FROM categories c JOIN tree t ON c.parent_id = t.id
  ),
  product_cats AS (
    SELECT p.id AS product_id, array_agg(DISTINCT cat) AS category_ids
    FROM products p
    LEFT JOIN product_categories pc ON pc.product_id = p.id
    JOIN tree t ON t.id = p.primary_category_id OR t.id = pc.category_id
    CROSS JOIN LATERAL unnest(t.path) AS cat
    GROUP BY p.id
  ),
  first_variant AS (
    SELECT DISTINCT ON (product_id) product_id, id FROM variants ORDER BY product_id, sort_order, id
  ),
  -- Every slot for every variant (null where unpriced), so array positions line up with slots.
  slot_prices AS (
    SELECT v.id AS variant_id,
      array_agg(vp.price::int ORDER BY s.slot) AS prices,
      array_agg(vp.price_inc_vat::int ORDER BY s.slot) AS prices_inc_vat
    FROM variants v CROSS JOIN listing_price_slots s
    LEFT JOIN variant_prices vp ON vp.price_list_id = s.price_list_id AND vp.variant_id = v.id
    GROUP BY v.id
  ),
  -- Alphabetical position of each product's name in each language (writeNameRanks), so name sort needs no join.
  name_ranks AS (
    SELECT product_id, array_agg(rank ORDER BY slot) AS ranks FROM name_rank_input GROUP BY product_id
  )
  INSERT INTO variant_listing (
    variant_id, product_id, part_no, category_ids, group_ids, family_id,
    product_value_ids, variant_value_ids, sku_value_ids, pop_rank,
    stars_average_x100, flag_rank, is_default, is_sellable, has_stock, manufacturer_id, prices, prices_inc_vat, name_ranks
  )
  SELECT
    v.id, v.product_id, v.part_no, pcat.category_ids,
    coalesce((SELECT array_agg(pg.group_id ORDER BY pg.group_id) FROM product_groups pg WHERE pg.product_id = p.id), '{}'),
    p.family_id,
    coalesce((SELECT array_agg(value_id ORDER BY value_id) FROM product_parametric_values WHERE product_id = p.id), '{}'),
    CASE WHEN v.color_value_id IS NULL THEN '{}'::int[] ELSE ARRAY[v.color_value_id] END,
    coalesce((SELECT array_agg(DISTINCT s.size_value_id) FROM skus s WHERE s.variant_id = v.id AND s.size_value_id IS NOT NULL), '{}'),
    v.pop_rank_30,
    round(p.stars_average * 100)::int,
    coalesce((
      SELECT max(f.rank) FROM flags f
      WHERE f.id IN (SELECT flag_id FROM product_flags WHERE product_id = p.id
                     UNION SELECT flag_id FROM variant_flags WHERE variant_id = v.id)
    ), 0),
    fv.id IS NOT NULL,
    v.color_code IS NOT NULL AND EXISTS (SELECT 1 FROM skus s WHERE s.variant_id = v.id),
    EXISTS (SELECT 1 FROM skus s JOIN stock st ON st.sku = s.sku WHERE s.variant_id = v.id AND st.on_hand > 0),
    p.manufacturer_id,
    coalesce(pr.prices, '{}'), coalesce(pr.prices_inc_vat, '{}'), coalesce(nr.ranks, '{}')
  FROM variants v
  JOIN products p ON p.id = v.product_id
  JOIN product_cats pcat ON pcat.product_id = p.id
  LEFT JOIN first_variant fv ON fv.id = v.id
  LEFT JOIN slot_prices pr ON pr.variant_id = v.id
  LEFT JOIN name_ranks nr ON nr.product_id = p.id`;
