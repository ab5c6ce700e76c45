import { environmentSchema } from '@workwear/domain';
import { z } from 'zod';

/** The storefront's environment, parsed once. Nothing else reads process.env. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:4000'),
  WEB_PUBLIC_URL: z.url().optional(),
  APP_ENV: environmentSchema.default('local'),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid storefront configuration: ${fields}`);
}

export const webConfig = {
  apiInternalUrl: parsed.data.API_INTERNAL_URL.replace(/\/$/, ''),
  /** Used for absolute URLs (canonical, sitemap) when the request's own origin should not be trusted. */
  publicUrl: parsed.data.WEB_PUBLIC_URL?.replace(/\/$/, ''),
  environment: parsed.data.APP_ENV,
};
