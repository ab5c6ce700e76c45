import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The API's whole configuration, parsed once from the environment. Nothing else reads process.env. */
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  PGLITE_DATA_DIR: z.string().default(`${repoRoot}.data/pglite`),
  DEMO_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
  /** '1' writes demo data into an empty catalogue on start. Unset: on for PGlite, off with DATABASE_URL (demoDataOn). */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  /** 'off' disables the in-process response cache (benchmarks measure both). */
  API_CACHE: z.enum(['on', 'off']).default('on'),
  BENCH_CEILING: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  return parsed.data;
}

/** Whether a start may write demo data: DEMO_DATA when given, else only for the embedded database. */
export const demoDataOn = (config: Pick<ApiConfig, 'DEMO_DATA' | 'DATABASE_URL'>): boolean =>
  (config.DEMO_DATA ?? (config.DATABASE_URL ? '0' : '1')) === '1';
