import { z } from 'zod';

/** The storefront's environment, parsed once. Nothing else in the app reads process.env. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:4000'),
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front of the storefront, comma-separated.
   * Only a request arriving from one of them may set Host, X-Forwarded-For/-Proto/-Host; from anyone
   * else those headers are ignored. Empty (the default) trusts no one.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid storefront configuration: ${fields}`);
}

export const webConfig = {
  apiInternalUrl: parsed.data.API_INTERNAL_URL.replace(/\/$/, ''),
  /** Proxy addresses or CIDR ranges whose forwarded headers are believed (TRUSTED_PROXIES). */
  trustedProxies: parsed.data.TRUSTED_PROXIES,
};
