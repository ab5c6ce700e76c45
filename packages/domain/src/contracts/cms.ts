import { z } from 'zod';
import { topMessageVisibilitySchema } from '../topMessage';
import { marketQuerySchema } from './common';

/** A link to one of the shop's own routes is stored as this prefix plus the route key: 'route:Products'. */
export const ROUTE_LINK_PREFIX = 'route:';

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

/** The route key of a 'route:Key' link, or null for any other link (an absolute URL). */
export function routeKeyOfLink(linkUrl: string): string | null {
  if (!linkUrl.startsWith(ROUTE_LINK_PREFIX)) return null;
  const key = linkUrl.slice(ROUTE_LINK_PREFIX.length).trim();
  return key === '' ? null : key;
}
