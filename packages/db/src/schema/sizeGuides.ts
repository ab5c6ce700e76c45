import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

export const sizeGuides = pgTable('size_guides', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  fallbackPdfUrl: text('fallback_pdf_url'),
});

/** Introductory text of a size guide (how to measure), per language. */
export const sizeGuideContent = pgTable(
  'size_guide_content',
  {
    sizeGuideId: integer('size_guide_id')
      .notNull()
      .references(() => sizeGuides.id, { onDelete: 'cascade' }),
    language: languageCode('language').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeGuideId, t.language] })],
);

/** Body-measurement table by table type (tops, trousers, footwear ...) and gender. */
export const bodyMeasurementTables = pgTable(
  'body_measurement_tables',
  {
    sizeGuideId: integer('size_guide_id')
      .notNull()
      .references(() => sizeGuides.id, { onDelete: 'cascade' }),
    tableType: text('table_type').notNull(),
    gender: text('gender').notNull(),
    /** Column headings are measurement codes (chest, waist, inseam, footLength ...), in centimetres. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<{ size: string; values: number[] }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeGuideId, t.tableType, t.gender] })],
);
