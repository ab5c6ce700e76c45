import type { OpenAPIHono } from '@hono/zod-openapi';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { resolveMarketContext } from '../../http/marketContext';
import * as routes from './routes';
import type { DocumentService } from './service';

/** Thin handlers: validated input in, service call, the document out. */
export function registerDocumentRoutes(app: OpenAPIHono<AppEnv>, deps: { documents: DocumentService }) {
  app.openapi(routes.sizeGuidePdfRoute, async (c) => {
    const q = c.req.valid('query');
    const code = routes.SIZE_GUIDE_FILE.exec(c.req.valid('param').file)![1]!;
    const pdf = await deps.documents.sizeGuidePdf(code, resolveMarketContext(q.marketId, q.cultureCode));
    return c.body(new Uint8Array(pdf.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdf.filename}"`,
      'Cache-Control': `public, max-age=${CACHE_DEFAULT_SECONDS}`,
    });
  });
}
