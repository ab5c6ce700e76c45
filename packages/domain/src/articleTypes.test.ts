import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES, articleTypeSchema, isVasArticle, ROW_TYPES, rowTypeSchema } from './articleTypes';

describe('article types', () => {
  it('lists the five article types', () => {
    expect(ARTICLE_TYPES).toEqual([
      'DefaultArticle',
      'VasArticle',
      'FreightArticle',
      'ExternalArticle',
      'SalesTaxArticle',
    ]);
    expect(articleTypeSchema.safeParse('SalesTaxArticle').success).toBe(true);
    expect(articleTypeSchema.safeParse('Article').success).toBe(false);
  });

  it('allows only the three cart row types on a row', () => {
    expect(ROW_TYPES).toEqual(['DefaultArticle', 'ExternalArticle', 'VasArticle']);
    expect(rowTypeSchema.safeParse('ExternalArticle').success).toBe(true);
    expect(rowTypeSchema.safeParse('FreightArticle').success).toBe(false);
    expect(rowTypeSchema.safeParse('SalesTaxArticle').success).toBe(false);
  });

  it('marks VAS children', () => {
    expect(isVasArticle('VasArticle')).toBe(true);
    expect(isVasArticle('DefaultArticle')).toBe(false);
    expect(isVasArticle(undefined)).toBe(false);
  });
});
