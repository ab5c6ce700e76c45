import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

const navigationRow = z.strictObject({
  id,
  menu: z.string(),
  parentId: id.nullable(),
  section: z.string().nullable(),
  categoryId: id.nullable(),
  familyId: id.nullable(),
  groupId: id.nullable(),
  parametricValueId: id.nullable(),
  name: z.string(),
  slug: z.string(),
  parametricValueSlug: z.string().nullable(),
  seoHeading: z.string(),
  seoCategoryDescription: z.string(),
});
export type NavigationRow = z.infer<typeof navigationRow>;

/** Every raw query of the catalogue, each with the shape of its rows (checked in repository.int.test.ts). */
export const catalogueQueries = {
  navigation: rowQuery(
    navigationRow,
    (language: string) => sql`
      SELECT n.id, n.menu, n.parent_id AS "parentId", n.section, n.category_id AS "categoryId",
        n.family_id AS "familyId", n.group_id AS "groupId", n.parametric_value_id AS "parametricValueId",
        t.name, t.slug, t.parametric_value_slug AS "parametricValueSlug", t.seo_heading AS "seoHeading",
        t.seo_category_description AS "seoCategoryDescription"
      FROM navigation_items n JOIN navigation_item_translations t ON t.navigation_item_id = n.id AND t.language = ${language}
      ORDER BY n.sort_order, n.id`,
  ),
  sizeGroups: rowQuery(
    z.strictObject({
      id,
      code: z.string(),
      name: z.string(),
      sizes: z.array(z.strictObject({ code: z.string(), value: z.string(), sortOrder: id })),
    }),
    () => sql`
      SELECT g.id, g.code, g.name,
        coalesce((SELECT json_agg(json_build_object('code', s.code, 'value', s.value, 'sortOrder', s.sort_order) ORDER BY s.sort_order)
          FROM size_group_sizes s WHERE s.size_group_id = g.id), '[]') AS sizes
      FROM size_groups g ORDER BY g.id`,
  ),
};

/** Menu entries in the language, in menu order; children name their parent. */
export const loadNavigationRows = (handle: DatabaseHandle, language: string) =>
  catalogueQueries.navigation.run(handle, language);

/** Size groups with their sizes in order. */
export const loadSizeGroups = (handle: DatabaseHandle) => catalogueQueries.sizeGroups.run(handle);
