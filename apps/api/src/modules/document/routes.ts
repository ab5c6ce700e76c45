import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, marketQuerySchema } from '@workwear/contracts';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import { z } from 'zod';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The file name of a size guide's PDF: its code and '.pdf'. */
export const SIZE_GUIDE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.pdf$/;

export const sizeGuidePdfRoute = createRoute({
  method: 'get',
  // The router matches whole path segments, so the file name is one parameter: '{code}.pdf'.
  path: '/size-guides/{file}',
  tags: ['Document service'],
  summary: 'A size guide as a PDF: its text and body-measurement tables',
  description:
    "Made on request from the size guide's data: its name and how-to-measure text, then every " +
    'body-measurement table (type, gender, a column per measurement in centimetres, a row per size). ' +
    "Headings are in the language of cultureCode (default: the market's default locale); the text falls " +
    "back to the market's default language. A guide whose data names no fallback PDF has none (404), so " +
    `the PDF exists exactly when a size guide's fallbackPdfUrl says it does. Cacheable for ${CACHE_DEFAULT_SECONDS} s.`,
  request: {
    params: z.object({
      file: z
        .string()
        .regex(SIZE_GUIDE_FILE, "Expected the size guide's code followed by .pdf, such as tops.pdf")
        .meta({ description: "The size guide's code followed by .pdf", example: 'tops.pdf' }),
    }),
    query: marketQuerySchema,
  },
  responses: {
    200: {
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      headers: z.object({
        'Content-Disposition': z.string().meta({ example: 'inline; filename="size-guide-tops.pdf"' }),
        'Cache-Control': z.string().meta({ example: `public, max-age=${CACHE_DEFAULT_SECONDS}` }),
      }),
      description: 'The PDF (version 1.4, A4)',
    },
    400: json(apiErrorSchema, 'A parameter is invalid; details name it'),
    404: json(apiErrorSchema, 'No size guide has the code, or it has no PDF'),
    500: json(apiErrorSchema, 'Unexpected failure'),
  },
});
