import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/**
 * Filterable attributes. kind 'list' holds one value per product (filter type 1),
 * 'multiple' several (filter type 5). An AND filter matches items having every selected value.
 * level says where values attach: product, variant (colour) or sku (size).
 */
export const parametrics = pgTable('parametrics', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['list', 'multiple'] }).notNull(),
  level: text('level', { enum: ['product', 'variant', 'sku'] })
    .notNull()
    .default('product'),
  isAndFilter: boolean('is_and_filter').notNull().default(false),
  isFilter: boolean('is_filter').notNull().default(true),
  sortOrder: integer('sort_order'),
});

export const parametricTranslations = pgTable(
  'parametric_translations',
  {
    parametricId: integer('parametric_id')
      .notNull()
      .references(() => parametrics.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parametricId, t.language] })],
);

export const parametricValues = pgTable(
  'parametric_values',
  {
    id: integer('id').primaryKey(),
    parametricId: integer('parametric_id')
      .notNull()
      .references(() => parametrics.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    sortOrder: integer('sort_order'),
    /** Swatch colour for colour values (#rrggbb), empty otherwise. */
    hex: text('hex'),
  },
  (t) => [index('parametric_values_parametric_idx').on(t.parametricId)],
);

export const parametricValueTranslations = pgTable(
  'parametric_value_translations',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => parametricValues.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    value: text('value').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.language] })],
);
