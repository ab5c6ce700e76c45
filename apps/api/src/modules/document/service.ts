import { DomainError, defaultLanguageOf, notFound } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import type { ProductDetailService } from '../productDetail';
import { sizeGuidePdf } from './sizeGuidePdf';

export interface PdfDocument {
  filename: string;
  bytes: Buffer;
}

/**
 * Documents made from the catalogue's data. The document service owns no tables: it reads size guides
 * through the product service.
 */
export function createDocumentService(products: Pick<ProductDetailService, 'sizeGuideByCode'>) {
  return {
    /**
     * A size guide's PDF in the request's language, its text falling back to the market's default
     * language. No guide with the code, or a guide whose data names no fallback PDF: 404.
     */
    async sizeGuidePdf(ctx: MarketRequestContext, code: string): Promise<PdfDocument> {
      const languages = [...new Set([ctx.language, defaultLanguageOf(ctx.market)])];
      const guide = await products.sizeGuideByCode(code, languages);
      if (!guide) throw notFound(`Size guide '${code}'`);
      if (!guide.fallbackPdfUrl) throw new DomainError('not_found', `Size guide '${code}' has no PDF.`);
      return {
        filename: `size-guide-${guide.code}.pdf`,
        bytes: await sizeGuidePdf(guide, ctx.language, ctx.cultureCode),
      };
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
