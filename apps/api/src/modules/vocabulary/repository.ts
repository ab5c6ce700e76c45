import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { languageSlotOf } from '../catalogueIndex';

const id = z.number().int();
const sortOrder = z.number().int().nullable();

/** Where a parametric's values attach: the product, its colour variant, or a sku (size). */
export const valueLevelSchema = z.enum(['product', 'variant', 'sku']);
export type ValueLevel = z.infer<typeof valueLevelSchema>;

const parametricRow = z.strictObject({
  id,
  code: z.string(),
  kind: z.enum(['list', 'multiple']),
  level: valueLevelSchema,
  isAndFilter: z.boolean(),
  isFilter: z.boolean(),
  sortOrder,
  name: z.string(),
});
export type ParametricRow = z.infer<typeof parametricRow>;

const valueRow = z.strictObject({
  id,
  parametricId: id,
  code: z.string(),
  sortOrder,
  hex: z.string().nullable(),
  value: z.string(),
  slug: z.string(),
});
export type ValueRow = z.infer<typeof valueRow>;

const categoryRow = z.strictObject({
  id,
  code: z.string(),
  parentId: id.nullable(),
  sortOrder,
  isDepartment: z.boolean(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type CategoryRow = z.infer<typeof categoryRow>;

const assortmentRow = z.strictObject({
  id,
  code: z.string(),
  sortOrder,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type AssortmentRow = z.infer<typeof assortmentRow>;

const flagRow = z.strictObject({ id, code: z.string(), isPromotion: z.boolean(), name: z.string() });
export type FlagRow = z.infer<typeof flagRow>;

/** Every raw query of the vocabulary, each with the shape of its rows (checked in repository.int.test.ts). */
export const vocabularyQueries = {
  parametrics: rowQuery(
    parametricRow,
    (language: string) => sql`
      SELECT p.id, p.code, p.kind, p.level, p.is_and_filter AS "isAndFilter", p.is_filter AS "isFilter",
        p.sort_order AS "sortOrder", coalesce(t.name, p.code) AS name
      FROM parametrics p LEFT JOIN parametric_translations t ON t.parametric_id = p.id AND t.language = ${language}`,
  ),
  values: rowQuery(
    valueRow,
    (language: string) => sql`
      SELECT v.id, v.parametric_id AS "parametricId", v.code, v.sort_order AS "sortOrder", v.hex,
        coalesce(t.value, v.code) AS value, coalesce(t.slug, v.code) AS slug
      FROM parametric_values v LEFT JOIN parametric_value_translations t ON t.value_id = v.id AND t.language = ${language}`,
  ),
  categories: rowQuery(
    categoryRow,
    (language: string) => sql`
      SELECT c.id, c.code, c.parent_id AS "parentId", c.sort_order AS "sortOrder", c.is_department = 1 AS "isDepartment",
        t.name, t.slug, t.description, t.seo_title AS "seoTitle", t.seo_description AS "seoDescription"
      FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${language}`,
  ),
  families: rowQuery(
    assortmentRow,
    (language: string) => sql`
      SELECT f.id, f.code, f.sort_order AS "sortOrder", t.name, t.slug, t.description
      FROM families f JOIN family_translations t ON t.family_id = f.id AND t.language = ${language}`,
  ),
  groups: rowQuery(
    assortmentRow,
    (language: string) => sql`
      SELECT g.id, g.code, g.sort_order AS "sortOrder", t.name, t.slug, t.description
      FROM groups g JOIN group_translations t ON t.group_id = g.id AND t.language = ${language}
      WHERE g.company_id IS NULL`,
  ),
  flags: rowQuery(
    flagRow,
    (language: string) => sql`
      SELECT f.id, f.code, f.is_promotion = 1 AS "isPromotion", coalesce(t.name, f.code) AS name
      FROM flags f LEFT JOIN flag_translations t ON t.flag_id = f.id AND t.language = ${language}`,
  ),
};

/** The catalogue's small, slowly changing tables in one language: loaded together, cached together. */
export async function loadDictionaryRows(handle: DatabaseHandle, language: string) {
  const q = vocabularyQueries;
  const [parametrics, values, categories, families, groups, flags, languageSlot] = await Promise.all([
    q.parametrics.run(handle, language),
    q.values.run(handle, language),
    q.categories.run(handle, language),
    q.families.run(handle, language),
    q.groups.run(handle, language),
    q.flags.run(handle, language),
    languageSlotOf(handle, language),
  ]);
  return { parametrics, values, categories, families, groups, flags, languageSlot };
}
