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
