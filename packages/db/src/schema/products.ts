import { CULTURE_TEXT_VARIANTS, RELATION_KINDS, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { families, flags, sizeGroups } from './assortment';
import { categories } from './categories';
import { languageCode, tsvector } from './common';
import { parametricValues } from './parametrics';

/** A product is one base part number (8 characters); its colours are variants. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    basePartNo: char('base_part_no', { length: 8 }).notNull().unique(),
    uniqueName: text('unique_name').notNull().unique(),
    primaryCategoryId: integer('primary_category_id')
      .notNull()
      .references(() => categories.id),
    familyId: integer('family_id').references(() => families.id),
    sizeGroupId: integer('size_group_id').references(() => sizeGroups.id),
    sizeGuideId: integer('size_guide_id'),
    manufacturerId: text('manufacturer_id').notNull(),
    customImageSortOrder: integer('custom_image_sort_order'),
    starsAverage: numeric('stars_average', { precision: 3, scale: 2, mode: 'number' }),
    /** Garment silhouette used by the generated images (jacket, trousers, shoe ...). */
    shape: text('shape').notNull().default('jacket'),
    /** Sold in packs of this many (the spec's multiply factor): a cart quantity is a multiple of it. */
    quantityFactor: integer('quantity_factor').notNull().default(1),
    /** When the product (or one of its colours) last changed: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.primaryCategoryId),
    // Search by the start of an article number (LIKE '1001%') in any server collation.
    index('products_base_part_no_pattern_idx').using('btree', t.basePartNo.op('bpchar_pattern_ops')),
    check('products_quantity_factor_check', sql`${t.quantityFactor} >= 1`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Filled by refreshReadModels() with the language's text-search configuration. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    // One index per language: a search names its language, so the bitmap holds only that language's rows.
    ...SUPPORTED_LANGUAGES.map((language) =>
      index(`product_translations_search_${language}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`language = '${language}'`)),
    ),
    index('product_translations_name_idx').on(t.language, sql`lower(${t.name})`),
  ],
);

/**
 * A product's texts in a culture whose words differ from its language's (en-US "Work pants" over en
 * "Work trousers"): only the texts that differ, a null one reads the language's. The products
 * module's productTexts resolves a culture's texts over its language's; the culture is one of the
 * domain's CULTURE_TEXT_VARIANTS.
 */
export const productCultureTexts = pgTable(
  'product_culture_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    culture: text('culture').notNull(),
    name: text('name'),
    description: text('description'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.culture] }),
    check(
      'product_culture_texts_culture_check',
      sql.raw(
        `culture IN (${Object.keys(CULTURE_TEXT_VARIANTS)
          .map((c) => `'${c}'`)
          .join(', ')})`,
      ),
    ),
  ],
);

/** Additional categories a product is listed in besides its primary one. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productGroups = pgTable(
  'product_groups',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] }), index('product_groups_group_idx').on(t.groupId)],
);

export const productParametricValues = pgTable(
  'product_parametric_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parametricValues.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] })],
);

export const productFlags = pgTable(
  'product_flags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flagId: integer('flag_id')
      .notNull()
      .references(() => flags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.flagId] })],
);

/** Selling points; the spec allows at most ten per product and language. */
export const productUsps = pgTable(
  'product_usps',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language, t.position] }),
    check('product_usps_position_check', sql`${t.position} between 1 and 10`),
  ],
);

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RELATION_KINDS }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedProductId] })],
);

/** Product dimensions per size (chest width, length ...), shown on the size guide's first tab. */
export const productDimensions = pgTable(
  'product_dimensions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeCode: text('size_code').notNull(),
    measurement: text('measurement').notNull(),
    valueMm: integer('value_mm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeCode, t.measurement] })],
);

/** Distinct words of names and categories per language: the dictionary for typo-tolerant search. */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: languageCode('language').notNull(),
    term: text('term').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);
