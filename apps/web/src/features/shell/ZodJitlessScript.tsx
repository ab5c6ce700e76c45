import { scriptNonce } from '@/lib/scriptNonce';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying once. Under the
 * shop's Content-Security-Policy (no 'unsafe-eval') that try is blocked and reported as a violation,
 * even though zod catches it. zod reads `globalThis.__zod_globalConfig` when it loads; setting
 * `jitless` there, in <head> before any of the page's scripts, makes it skip the try in the browser.
 * The server keeps the compiled parsers.
 */
const SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export async function ZodJitlessScript() {
  const nonce = await scriptNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script written above, no input.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
