import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/** Families are the shop's collections (a product line sold under one name). */
export const families = pgTable('families', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order'),
});

export const familyTranslations = pgTable(
  'family_translations',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.language] }),
    uniqueIndex('family_translations_slug_idx').on(t.language, t.slug),
  ],
);

/** Merchandising groups (e.g. "High visibility", "Flame retardant"); a product may be in several. */
export const groups = pgTable('groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order'),
  /** Company-specific groups come later; null means a public group. */
  companyId: integer('company_id'),
});

export const groupTranslations = pgTable(
  'group_translations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.language] }),
    uniqueIndex('group_translations_slug_idx').on(t.language, t.slug),
  ],
);

/** Size ranges shared by products (C44-C64, XS-4XL, 36-48 ...). */
export const sizeGroups = pgTable('size_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const sizeGroupSizes = pgTable(
  'size_group_sizes',
  {
    sizeGroupId: integer('size_group_id')
      .notNull()
      .references(() => sizeGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeGroupId, t.code] })],
);

/** Product flags ("New", "Eco", "Campaign" ...). One may be the promotion flag. */
export const flags = pgTable('flags', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  isPromotion: integer('is_promotion').notNull().default(0),
  /** Higher ranks sort first under the News (Flags, desc) sort. */
  rank: integer('rank').notNull().default(0),
});

export const flagTranslations = pgTable(
  'flag_translations',
  {
    flagId: integer('flag_id')
      .notNull()
      .references(() => flags.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flagId, t.language] })],
);
