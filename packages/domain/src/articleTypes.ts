import { z } from 'zod';

export const ARTICLE_TYPES = [
  'DefaultArticle',
  'VasArticle',
  'FreightArticle',
  'ExternalArticle',
  'SalesTaxArticle',
] as const;

export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const articleTypeSchema = z.enum(ARTICLE_TYPES);

/**
 * The types a cart row's Type metadata may hold. The cart document names them: DefaultArticle,
 * ExternalArticle, VasArticle. Freight and sales tax are order lines, never cart rows.
 */
export const ROW_TYPES = [
  'DefaultArticle',
  'ExternalArticle',
  'VasArticle',
] as const satisfies readonly ArticleType[];

export type RowType = (typeof ROW_TYPES)[number];

export const rowTypeSchema = z.enum(ROW_TYPES);

/** A row typed VasArticle is a service child of a product row. */
export function isVasArticle(type: string | null | undefined): boolean {
  return type === 'VasArticle';
}
