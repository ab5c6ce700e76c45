import { FTS_CONFIG, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';

/**
 * Rebuilds everything derived from the catalogue tables: the list read model, the full-text
 * vectors and the typo dictionary. Call it after any catalogue import; it runs in one transaction
 * so readers never see a half-built listing.
 */
export async function refreshReadModels(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.execute(refreshSearchVectorsSql());
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(refreshSearchTermsSql);
    await tx.execute(sql`DELETE FROM variant_listing`);
    await tx.execute(refreshListingSql);
  });
  await handle.db.execute(sql`ANALYZE`);
}

/** (language, regconfig) pairs from the domain's table, the one source of that mapping. */
export function ftsConfigValues() {
  return sql.join(
    SUPPORTED_LANGUAGES.map((lang) => sql`(${lang}, ${FTS_CONFIG[lang]}::regconfig)`),
    sql`, `,
  );
}

function refreshSearchVectorsSql() {
  return sql`
    UPDATE product_translations pt
    SET search_vector =
      setweight(to_tsvector(c.cfg, unaccent(pt.name)), 'A') ||
      setweight(to_tsvector(c.cfg, unaccent(coalesce(ct.name, '') || ' ' || coalesce(ft.name, ''))), 'B') ||
      setweight(to_tsvector(c.cfg, unaccent(pt.description)), 'C')
    FROM (VALUES ${ftsConfigValues()}) AS c(lang, cfg), products p
    LEFT JOIN category_translations ct ON ct.category_id = p.primary_category_id
    LEFT JOIN family_translations ft ON ft.family_id = p.family_id
    WHERE pt.language = c.lang
      AND p.id = pt.product_id
      AND (ct.language IS NULL OR ct.language = pt.language)
      AND (ft.language IS NULL OR ft.language = pt.language)`;
}

// Words of product, category and family names: the vocabulary a misspelt query is corrected against.
const refreshSearchTermsSql = sql`
  INSERT INTO search_terms (language, term, frequency)
  SELECT language, word, count(*)::int
  FROM (
    SELECT language, regexp_split_to_table(lower(unaccent(name)), '[^[:alnum:]]+') AS word FROM product_translations
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
  )
  INSERT INTO variant_listing (
    variant_id, product_id, part_no, category_ids, group_ids, family_id, value_ids, pop_rank,
    stars_average_x100, flag_rank, is_default, is_sellable, has_stock, manufacturer_id
  )
  SELECT
    v.id, v.product_id, v.part_no, pcat.category_ids,
    coalesce((SELECT array_agg(pg.group_id ORDER BY pg.group_id) FROM product_groups pg WHERE pg.product_id = p.id), '{}'),
    p.family_id,
    coalesce((
      SELECT array_agg(DISTINCT val) FROM (
        SELECT value_id AS val FROM product_parametric_values WHERE product_id = p.id
        UNION ALL SELECT v.color_value_id WHERE v.color_value_id IS NOT NULL
        UNION ALL SELECT s.size_value_id FROM skus s WHERE s.variant_id = v.id AND s.size_value_id IS NOT NULL
      ) vals
    ), '{}'),
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
    p.manufacturer_id
  FROM variants v
  JOIN products p ON p.id = v.product_id
  JOIN product_cats pcat ON pcat.product_id = p.id
  LEFT JOIN first_variant fv ON fv.id = v.id`;
