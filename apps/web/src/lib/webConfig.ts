import { z } from 'zod';

/** The storefront's environment, parsed once. Nothing else in the app reads process.env. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:4000'),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid storefront configuration: ${fields}`);
}

export const webConfig = {
  apiInternalUrl: parsed.data.API_INTERNAL_URL.replace(/\/$/, ''),
};
