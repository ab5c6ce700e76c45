import { CACHE_DEFAULT_SECONDS } from '@workwear/domain/constants';
import { z } from 'zod';
import { defineCall } from '../call';
import { marketQuerySchema } from '../common';
import { errorResponses, file } from '../responses';
import { documentService } from './services';

/** The file name of a size guide's PDF: its code and '.pdf'. */
export const SIZE_GUIDE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.pdf$/;

export const sizeGuidePdfCall = defineCall({
  service: documentService,
  method: 'get',
  // The router matches whole path segments, so the file name is one parameter: '{code}.pdf'.
  path: '/size-guides/{file}',
  summary: 'A size guide as a PDF: its text and body-measurement tables',
  description:
    "Made on request from the size guide's data: its name and how-to-measure text, then every " +
    'body-measurement table (type, gender, a column per measurement in centimetres, a row per size). ' +
    "Headings are in the language of cultureCode (default: the market's default locale); the text falls " +
    "back to the market's default language. A guide whose data names no fallback PDF has none (404), so " +
    `the PDF exists exactly when a size guide's fallbackPdfUrl says it does. Cacheable for ${CACHE_DEFAULT_SECONDS} s.`,
  params: z.object({
    file: z
      .string()
      .regex(SIZE_GUIDE_FILE, "Expected the size guide's code followed by .pdf, such as tops.pdf")
      .meta({ description: "The size guide's code followed by .pdf", example: 'tops.pdf' }),
  }),
  query: marketQuerySchema,
  responses: {
    200: file(
      'application/pdf',
      z.string().meta({ format: 'binary' }),
      'The PDF (A4)',
      z.object({
        'Content-Disposition': z.string().meta({ example: 'inline; filename="size-guide-tops.pdf"' }),
        'Cache-Control': z.string().meta({ example: `public, max-age=${CACHE_DEFAULT_SECONDS}` }),
      }),
    ),
    ...errorResponses({
      400: 'A parameter is invalid; details name it',
      404: 'No size guide has the code, or it has no PDF',
    }),
  },
});

/** The code of a size guide from its PDF's file name (validated by the call's params). */
export const sizeGuideCodeOf = (fileName: string): string | null =>
  SIZE_GUIDE_FILE.exec(fileName)?.[1] ?? null;
