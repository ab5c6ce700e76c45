import { openDatabase } from '@workwear/db';
import { SUPPORTED_LANGUAGES } from '@workwear/domain';
// The API's own wiring, in this process: its warm-up is what a starting API does before /ready.
import { createApp } from '../../apps/api/src/app';
import { createLogger } from '../../apps/api/src/logger';

/**
 * The API's start-up build (createApp's warmUp: the listing index and whatever else it loads before
 * the API listens), timed alone in this process, without the module loading, migrations check and
 * connection set-up that spawn-to-/ready also counts; and the bytes it holds afterwards (GET
 * /bench/memory of the same app).
 */
export interface IndexBuild {
  warmUpMs: number;
  /** Then every language's card names and search index (API_WARM_LANGUAGES=all); absent in older results. */
  languagesMs?: number;
  heldIndexMiB: number;
  heapGrowthMiB: number;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export async function timedWarmUp(url: string): Promise<IndexBuild> {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const { app, warmUp } = createApp({
      handle,
      logger: createLogger('warn'),
      cache: false,
      benchCeiling: true,
    });
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    await warmUp();
    const warmUpMs = Math.round(performance.now() - started);
    await warmUp(SUPPORTED_LANGUAGES);
    const languagesMs = Math.round(performance.now() - started) - warmUpMs;
    const held = (await (await app.request('/bench/memory')).json()) as { index: number; heapUsed: number };
    return {
      warmUpMs,
      languagesMs,
      heldIndexMiB: mib(held.index),
      heapGrowthMiB: mib(held.heapUsed - heapBefore),
    };
  } finally {
    await handle.close();
  }
}
