import { documentService, type SizeGuide } from '@workwear/contracts';
import type { MarketContext } from '../../context/requestContext';
import type { loadSizeGuide } from './sizeGuideRepository';

/** A product's size-guide rows as the API shows them: dimensions as a size x measurement table. */
export function toSizeGuide(
  { guide, tables, dimensions }: Awaited<ReturnType<typeof loadSizeGuide>>,
  ctx: MarketContext,
): SizeGuide {
  const measurements = [...new Set(dimensions.map((d) => d.measurement))];
  const sizes = [...new Set(dimensions.map((d) => d.sizeCode))];
  return {
    content: guide?.content ?? null,
    fallbackPdfUrl: guide?.fallbackPdfUrl ? inCulture(guide.fallbackPdfUrl, ctx) : null,
    bodyMeasurementsTable: tables,
    productDimensions: {
      measurements,
      sizes: sizes.map((size) => ({
        size,
        values: measurements.map(
          (m) => dimensions.find((d) => d.sizeCode === size && d.measurement === m)?.valueMm ?? null,
        ),
      })),
    },
  };
}

/**
 * Documents the API generates (the document service's paths) are made in a language: the link carries the
 * caller's market and culture, so the PDF opened from a product page speaks the page's language.
 * Links elsewhere are returned as stored.
 */
function inCulture(url: string, ctx: MarketContext): string {
  if (!url.startsWith(`${documentService.prefix}/`)) return url;
  const query = new URLSearchParams({ marketId: ctx.market.marketId, cultureCode: ctx.cultureCode });
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
}
