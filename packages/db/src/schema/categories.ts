import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/** Catalogue category tree. Ids are the catalogue's own (800 overalls, 1200 footwear, ...). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order'),
    /** Marks the top-level departments (clothing, footwear, accessories ...). */
    isDepartment: integer('is_department').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_slug_idx').on(t.language, t.slug),
    index('category_translations_name_idx').on(t.language, sql`lower(${t.name})`),
  ],
);

/**
 * Menu entries: the groups clothing, menAndWomen, collections, accessories and catalogue.
 * An item points at a category, a family, a group or a parametric value (gender sections).
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: integer('id').primaryKey(),
    menu: text('menu').notNull(),
    parentId: integer('parent_id'),
    section: text('section'),
    categoryId: integer('category_id'),
    familyId: integer('family_id'),
    groupId: integer('group_id'),
    parametricValueId: integer('parametric_value_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('navigation_items_menu_idx').on(t.menu, t.sortOrder)],
);

export const navigationItemTranslations = pgTable(
  'navigation_item_translations',
  {
    navigationItemId: integer('navigation_item_id')
      .notNull()
      .references(() => navigationItems.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parametricValueSlug: text('parametric_value_slug'),
    seoHeading: text('seo_heading').notNull().default(''),
    seoCategoryDescription: text('seo_category_description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.navigationItemId, t.language] })],
);
