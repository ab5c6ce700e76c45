import { languageSchema } from '@workwear/domain/languageSchema';
import { legalPageSchema, serviceHoursSchema } from '@workwear/domain/legalPages';
import { topMessageVisibilitySchema } from '@workwear/domain/topMessage';
import { z } from 'zod';
import { marketQuerySchema } from './common';

export const topMessageQuerySchema = marketQuerySchema;

export const topMessageSchema = z
  .object({
    visibility: topMessageVisibilitySchema,
    text: z.string(),
    linkUrl: z
      .string()
      .nullable()
      .describe(
        "Either a route token, 'route:' plus the route key (e.g. 'route:Products'), which the storefront " +
          'turns into the translated path of the current language (/sv/alla-produkter, /en/all-products), ' +
          'or an absolute URL to another site. Null when the message has no link.',
      ),
    linkText: z.string().nullable(),
  })
  .meta({
    id: 'TopMessage',
    description:
      "The market's top message in the requested language, or in the market's default language when the " +
      'requested one has none.',
  });
export type TopMessage = z.infer<typeof topMessageSchema>;

/** JSON null when the market has no top message. */
export const topMessageResponseSchema = topMessageSchema.nullable();

/**
 * Which legal page: terms, privacy, withdrawal, contact or cookies. Any well-formed name is taken, so
 * a page the shop does not have answers 404 like any missing resource; a malformed one is 400.
 */
export const legalPageParamsSchema = z.object({
  page: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/, 'Expected a page name such as terms')
    .describe('terms, privacy, withdrawal, contact or cookies'),
});
export const legalPageQuerySchema = marketQuerySchema;

export const legalPageContentSchema = z
  .object({
    page: legalPageSchema,
    language: languageSchema.describe(
      'The language the text is written in: the requested one or the fallback',
    ),
    title: z.string(),
    body: z
      .string()
      .describe(
        "Plain text: a line starting '## ' is a heading, lines starting '- ' a list, blank lines " +
          'separate paragraphs, whose line breaks are kept. No HTML.',
      ),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'LegalPage',
    description:
      "One of the market's legal pages in the requested language, or in the market's default language " +
      'when the requested one has none.',
  });
export type LegalPageContent = z.infer<typeof legalPageContentSchema>;

export const sellerQuerySchema = marketQuerySchema;

export const sellerSchema = z
  .object({
    companyName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    countryCode: z.string().length(2),
    organisationNumber: z.string(),
    vatNumber: z.string(),
    email: z.string(),
    phone: z.string(),
    serviceHours: serviceHoursSchema,
  })
  .meta({
    id: 'Seller',
    description:
      'The company that sells in the market: named in the footer, on the legal pages and in e-mails.',
  });
export type Seller = z.infer<typeof sellerSchema>;
