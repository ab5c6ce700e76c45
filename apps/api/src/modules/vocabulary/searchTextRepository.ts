import type { Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';

/**
 * The names of every category and family in the language, one text per row, for a statement that
 * splits the catalogue's words together with its own (the listing's search index).
 */
export const vocabularyNamesIn = (language: Language) => sql`
  SELECT name FROM category_translations WHERE language = ${language}
  UNION ALL SELECT name FROM family_translations WHERE language = ${language}`;
