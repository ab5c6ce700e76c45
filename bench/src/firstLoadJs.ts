import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a page, measured from the served HTML (Next 16 no longer prints it): every
 * `<script src>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">` of the document,
 * each file fetched once and gzipped with node:zlib at level 9, summed. `<script nomodule>` files are
 * listed apart and not counted: browsers that run modules (all the budget is about) never fetch them.
 * Inline scripts (the RSC payload Next writes into the HTML) are part of the HTML's own weight.
 */
export const GZIP_LEVEL = 9;

/** Brotli (quality 11) is reported beside gzip for information: what a CDN or proxy would send. */
export type ScriptFile = { url: string; bytes: number; gzipBytes: number; brotliBytes: number };

export type FirstLoadJs = {
  scripts: ScriptFile[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** `<script nomodule>`: legacy polyfills, not fetched by module-capable browsers. */
  noModule: ScriptFile[];
  html: { bytes: number; gzipBytes: number; inlineScriptBytes: number };
};

type Tag = { name: string; attributes: Map<string, string> };

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Opening `<script>` and `<link>` tags with their attributes (names lower-cased); script bodies skipped. */
export function scriptAndLinkTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const withoutScriptBodies = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  for (const match of withoutScriptBodies.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = new Map<string, string>();
    for (const a of match[2]!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

/** The script URLs a page loads up front, and apart from them its nomodule scripts. */
export function scriptUrls(html: string, pageUrl: string): { modern: string[]; noModule: string[] } {
  const modern = new Set<string>();
  const noModule = new Set<string>();
  for (const { name, attributes } of scriptAndLinkTags(html)) {
    if (name === 'script') {
      const src = attributes.get('src');
      if (!src) continue;
      (attributes.has('nomodule') ? noModule : modern).add(new URL(src, pageUrl).href);
    } else {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      const isScript =
        rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script');
      if (href && isScript) modern.add(new URL(href, pageUrl).href);
    }
  }
  for (const url of modern) noModule.delete(url);
  return { modern: [...modern], noModule: [...noModule] };
}

function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/.test(match[1]!)) total += Buffer.byteLength(match[2]!);
  }
  return total;
}

const gzipBytes = (data: Buffer) => gzipSync(data, { level: GZIP_LEVEL }).byteLength;
const brotliBytes = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

export async function measureFirstLoadJs(
  pageUrl: string,
  headers: Record<string, string>,
  fileCache: Map<string, ScriptFile>,
): Promise<FirstLoadJs> {
  const response = await fetch(pageUrl, { headers });
  const html = await response.text();
  if (!response.ok) throw new Error(`${response.status} for ${pageUrl}`);
  const fetchFile = async (url: string): Promise<ScriptFile> => {
    const cached = fileCache.get(url);
    if (cached) return cached;
    const file = await fetch(url);
    const body = Buffer.from(await file.arrayBuffer());
    if (!file.ok) throw new Error(`${file.status} for ${url}`);
    const measured = {
      url,
      bytes: body.byteLength,
      gzipBytes: gzipBytes(body),
      brotliBytes: brotliBytes(body),
    };
    fileCache.set(url, measured);
    return measured;
  };
  const { modern, noModule } = scriptUrls(html, pageUrl);
  const scripts = await Promise.all(modern.map(fetchFile));
  const htmlBuffer = Buffer.from(html);
  return {
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    brotliBytes: scripts.reduce((sum, s) => sum + s.brotliBytes, 0),
    noModule: await Promise.all(noModule.map(fetchFile)),
    html: {
      bytes: htmlBuffer.byteLength,
      gzipBytes: gzipBytes(htmlBuffer),
      inlineScriptBytes: inlineScriptBytes(html),
    },
  };
}
