import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import type { ValueLevel } from './listingCriteria';

export interface ParametricRow {
  id: number;
  code: string;
  kind: 'list' | 'multiple';
  level: ValueLevel;
  isAndFilter: boolean;
  isFilter: boolean;
  sortOrder: number | null;
  name: string;
}
export interface ValueRow {
  id: number;
  parametricId: number;
  code: string;
  sortOrder: number | null;
  hex: string | null;
  value: string;
  slug: string;
}
export interface CategoryRow {
  id: number;
  code: string;
  parentId: number | null;
  sortOrder: number | null;
  isDepartment: boolean;
  name: string;
  slug: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}
export interface AssortmentRow {
  id: number;
  code: string;
  sortOrder: number | null;
  name: string;
  slug: string;
  description: string;
}
export interface FlagRow {
  id: number;
  code: string;
  isPromotion: boolean;
  name: string;
}

/** The catalogue's small, slowly changing tables in one language: loaded together, cached together. */
export async function loadDictionaryRows(handle: DatabaseHandle, language: string) {
  const [parametrics, values, categories, families, groups, flags, languageSlots] = await Promise.all([
    handle.rows<ParametricRow>(sql`
      SELECT p.id, p.code, p.kind, p.level, p.is_and_filter AS "isAndFilter", p.is_filter AS "isFilter",
        p.sort_order AS "sortOrder", coalesce(t.name, p.code) AS name
      FROM parametrics p LEFT JOIN parametric_translations t ON t.parametric_id = p.id AND t.language = ${language}`),
    handle.rows<ValueRow>(sql`
      SELECT v.id, v.parametric_id AS "parametricId", v.code, v.sort_order AS "sortOrder", v.hex,
        coalesce(t.value, v.code) AS value, coalesce(t.slug, v.code) AS slug
      FROM parametric_values v LEFT JOIN parametric_value_translations t ON t.value_id = v.id AND t.language = ${language}`),
    handle.rows<CategoryRow>(sql`
      SELECT c.id, c.code, c.parent_id AS "parentId", c.sort_order AS "sortOrder", c.is_department = 1 AS "isDepartment",
        t.name, t.slug, t.description, t.seo_title AS "seoTitle", t.seo_description AS "seoDescription"
      FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${language}`),
    handle.rows<AssortmentRow>(sql`
      SELECT f.id, f.code, f.sort_order AS "sortOrder", t.name, t.slug, t.description
      FROM families f JOIN family_translations t ON t.family_id = f.id AND t.language = ${language}`),
    handle.rows<AssortmentRow>(sql`
      SELECT g.id, g.code, g.sort_order AS "sortOrder", t.name, t.slug, t.description
      FROM groups g JOIN group_translations t ON t.group_id = g.id AND t.language = ${language}
      WHERE g.company_id IS NULL`),
    handle.rows<FlagRow>(sql`
      SELECT f.id, f.code, f.is_promotion = 1 AS "isPromotion", coalesce(t.name, f.code) AS name
      FROM flags f LEFT JOIN flag_translations t ON t.flag_id = f.id AND t.language = ${language}`),
    handle.rows<{ slot: number }>(sql`SELECT slot FROM listing_language_slots WHERE language = ${language}`),
  ]);
  return { parametrics, values, categories, families, groups, flags, languageSlot: languageSlots[0]?.slot };
}

export async function loadPublicPriceLists(handle: DatabaseHandle) {
  return handle.rows<{ id: number; marketName: string; currency: string; slot: number }>(sql`
    SELECT p.id, p.market_name AS "marketName", p.currency, s.slot
    FROM price_lists p JOIN listing_price_slots s ON s.price_list_id = p.id WHERE p.type = 0`);
}
