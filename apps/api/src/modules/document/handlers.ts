import type { OpenAPIHono } from '@hono/zod-openapi';
import { sizeGuideCodeOf, sizeGuidePdfCall } from '@workwear/contracts';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import type { AppEnv } from '../../http/appEnv';
import { serveCall } from '../../http/declaredRoute';
import type { DocumentService } from './service';

/** Thin handlers: validated input in, service call, the document out. */
export function registerDocumentRoutes(app: OpenAPIHono<AppEnv>, deps: { documents: DocumentService }) {
  serveCall(app, sizeGuidePdfCall, async (ctx, { params }, c) => {
    // The params schema only lets '{code}.pdf' through, so the code is always there.
    const pdf = await deps.documents.sizeGuidePdf(ctx, sizeGuideCodeOf(params.file)!);
    c.header('Content-Disposition', `inline; filename="${pdf.filename}"`);
    c.header('Cache-Control', `public, max-age=${CACHE_DEFAULT_SECONDS}`);
    return new Uint8Array(pdf.bytes);
  });
}
