import { isCultureTextVariant, languageOfTextLocale, type TextLocale } from '@workwear/domain';
import { sql } from 'drizzle-orm';

/**
 * Every product's texts in a text locale, as a table to join (columns product_id, name, description,
 * seo_title, seo_description): the one place a culture's own texts (product_culture_texts, en-US
 * "Work pants") are laid over its language's (product_translations, "Work trousers"), text by text.
 * A language reads its own rows only. The product list, product page, search, cart rows (and so the
 * order lines and e-mails, which keep the cart's names) all read product texts through this.
 */
export function productTexts(locale: TextLocale) {
  const language = languageOfTextLocale(locale);
  if (!isCultureTextVariant(locale)) {
    return sql`(SELECT product_id, name, description, seo_title, seo_description
      FROM product_translations WHERE language = ${language})`;
  }
  return sql`(SELECT t.product_id, coalesce(c.name, t.name) AS name,
      coalesce(c.description, t.description) AS description, coalesce(c.seo_title, t.seo_title) AS seo_title,
      coalesce(c.seo_description, t.seo_description) AS seo_description
    FROM product_translations t
    LEFT JOIN product_culture_texts c ON c.product_id = t.product_id AND c.culture = ${locale}
    WHERE t.language = ${language})`;
}
