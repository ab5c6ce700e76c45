import { z } from 'zod';
import { marketQuerySchema, wholeNumberText } from './common';

/** A sitemap file holds at most 50,000 URLs, so one page of sitemap data never holds more. */
export const SITEMAP_MAX_PAGE_SIZE = 50_000;
export const SITEMAP_DEFAULT_PAGE_SIZE = 5000;

export const sitemapProductsQuerySchema = marketQuerySchema.extend({
  page: wholeNumberText(z.number().int().min(1)).default(1),
  pageSize: wholeNumberText(z.number().int().min(1).max(SITEMAP_MAX_PAGE_SIZE)).default(
    SITEMAP_DEFAULT_PAGE_SIZE,
  ),
});
export type SitemapProductsQueryInput = z.input<typeof sitemapProductsQuerySchema>;

export const sitemapProductSchema = z
  .object({
    uniqueName: z.string().describe('The product URL segment: /{lang}/{suffix}/{uniqueName}'),
    updatedAt: z.iso.datetime().describe('When the product last changed (ISO 8601, UTC)'),
  })
  .meta({ id: 'SitemapProduct' });
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

export const sitemapProductsResponseSchema = z
  .object({
    total: z.number().int().describe('Products listed in the market, over all pages'),
    items: z.array(sitemapProductSchema),
  })
  .meta({ id: 'SitemapProducts' });
export type SitemapProductsResponse = z.infer<typeof sitemapProductsResponseSchema>;
