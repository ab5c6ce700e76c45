import { readFileSync, rmSync } from 'node:fs';
import { nextBin, runLogged, webDir } from './pageServers';

/**
 * What the first-load JavaScript of a route is made of, from Turbopack's bundle analyzer
 * (`next analyze --output`, then `next analyze export --route`). The analyzer compiles the app again
 * into a directory of its own, so its chunk file names differ from the served build's: its chunks are
 * paired with the served ones by size (the same modules give the same size to within a few bytes).
 * Module sizes are the analyzer's per-module compressed estimates; they add up to a little more than
 * gzip of a whole chunk.
 */
export const ANALYZE_DIST_DIR = '.next-bench-analyze';

type AnalyzerRecord =
  | { type: 'part'; filename: string; source_path: string; size: number; compressed_size: number }
  | { type: 'module'; ident: string; path: string; dependencies: { sync: string[] } }
  | {
      type: 'route';
      route: string;
      entries: {
        client_references?: { module_ident: string; module_path: string; reference_kind: string }[];
      }[];
    }
  | { type: 'meta' | 'output' | 'group' };

export type ChunkContent = {
  /** The served chunk this analyzer chunk was paired with (by size), if any. */
  served: string | null;
  analyzerFile: string;
  bytes: number;
  compressedBytes: number;
  /** Largest groups (package, or app source file) in this chunk. */
  top: { group: string; compressedBytes: number }[];
  /** Share of the chunk (compressed estimate) that is React, Next or the Turbopack runtime. */
  frameworkShare: number;
};

export type ClientComponentWeight = {
  component: string;
  /** Everything it pulls in beyond React and Next themselves, by group (compressed estimate). */
  pulls: { group: string; compressedBytes: number }[];
  compressedBytes: number;
};

export type BundleAttribution = {
  route: string;
  /** First-load compressed estimate per group over all paired chunks. */
  groups: { group: string; compressedBytes: number; bytes: number }[];
  chunks: ChunkContent[];
  clientComponents: ClientComponentWeight[];
};

/** A readable owner of a source path: a package, Next's runtime parts, or the app's file. */
export function groupOf(sourcePath: string): string {
  const path = sourcePath.replace(/^\[project\]\//, '');
  if (path.startsWith('[turbopack]')) return 'turbopack runtime';
  const compiled = path.match(/^node_modules\/next\/dist\/compiled\/([^/]+)/);
  if (compiled) {
    const name = compiled[1]!;
    if (name === 'react-dom' || name === 'scheduler') return 'react-dom (+ scheduler)';
    if (name === 'react') return 'react';
    if (name.startsWith('react-server-dom')) return 'react-server-dom (RSC client)';
    return `next (compiled ${name})`;
  }
  if (path.includes('/polyfills/polyfill-nomodule')) return 'next (nomodule polyfills)';
  if (path.startsWith('node_modules/next/')) return 'next (router and runtime)';
  const pkg = path.match(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
  if (pkg) return pkg[1]!;
  const workspace = path.match(/^packages\/([^/]+)\//);
  if (workspace) return `@workwear/${workspace[1]}`;
  return path;
}

const FRAMEWORK = /^(react|react-dom|react-server-dom|next |turbopack)/;

async function exportRoute(route: string, log: string): Promise<AnalyzerRecord[]> {
  await runLogged(
    process.execPath,
    [nextBin, 'analyze', 'export', '--dist-dir', ANALYZE_DIST_DIR, '--route', route],
    { cwd: webDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, log },
  );
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AnalyzerRecord);
}

/** Runs the analyzer once (about as long as a build) into apps/web/.next-bench-analyze. */
export async function runAnalyzer(log: string): Promise<void> {
  rmSync(`${webDir}${ANALYZE_DIST_DIR}`, { recursive: true, force: true });
  await runLogged(process.execPath, [nextBin, 'analyze', '--output'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: ANALYZE_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    log,
  });
}

function sumBy<T>(items: T[], key: (t: T) => string, value: (t: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return sums;
}

function topGroups(map: Map<string, number>, count: number) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([group, compressedBytes]) => ({ group, compressedBytes }));
}

/**
 * The composition of one route's served first-load chunks. `served` are the chunk URLs and raw sizes
 * the page's HTML loads.
 */
export async function attributeRoute(
  route: string,
  served: { url: string; bytes: number }[],
  log: string,
): Promise<BundleAttribution> {
  const records = await exportRoute(route, log);
  const parts = records.filter(
    (r): r is Extract<AnalyzerRecord, { type: 'part' }> =>
      r.type === 'part' && r.filename.includes('/static/chunks/') && r.filename.endsWith('.js'),
  );
  const byFile = new Map<string, Extract<AnalyzerRecord, { type: 'part' }>[]>();
  for (const part of parts) byFile.set(part.filename, [...(byFile.get(part.filename) ?? []), part]);
  const analyzerChunks = [...byFile.entries()].map(([file, ps]) => ({
    file,
    parts: ps,
    bytes: ps.reduce((sum, p) => sum + p.size, 0),
  }));

  // Pair served chunks with analyzer chunks, closest relative size first, within 3%.
  const pairs: { served: string; file: string; diff: number }[] = [];
  for (const s of served) {
    for (const a of analyzerChunks) {
      const diff = Math.abs(s.bytes - a.bytes) / Math.max(s.bytes, 1);
      if (diff <= 0.03) pairs.push({ served: s.url, file: a.file, diff });
    }
  }
  pairs.sort((a, b) => a.diff - b.diff);
  const servedFor = new Map<string, string>();
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (servedFor.has(pair.file) || taken.has(pair.served)) continue;
    servedFor.set(pair.file, pair.served);
    taken.add(pair.served);
  }
  const firstLoad = analyzerChunks.filter((c) => servedFor.has(c.file));
  const firstLoadParts = firstLoad.flatMap((c) => c.parts);

  const compressed = sumBy(
    firstLoadParts,
    (p) => groupOf(p.source_path),
    (p) => p.compressed_size,
  );
  const raw = sumBy(
    firstLoadParts,
    (p) => groupOf(p.source_path),
    (p) => p.size,
  );
  const groups = [...compressed.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([group, compressedBytes]) => ({ group, compressedBytes, bytes: raw.get(group) ?? 0 }));

  const chunks: ChunkContent[] = analyzerChunks
    .map((c) => {
      const compressedBytes = c.parts.reduce((sum, p) => sum + p.compressed_size, 0);
      const framework = c.parts
        .filter((p) => FRAMEWORK.test(groupOf(p.source_path)))
        .reduce((sum, p) => sum + p.compressed_size, 0);
      const groups = sumBy(
        c.parts,
        (p) => groupOf(p.source_path),
        (p) => p.compressed_size,
      );
      return {
        served: servedFor.get(c.file) ?? null,
        analyzerFile: c.file.replace(/^.*\/static\/chunks\//, ''),
        bytes: c.bytes,
        compressedBytes,
        top: topGroups(groups, 4),
        frameworkShare: compressedBytes === 0 ? 0 : Math.round((framework / compressedBytes) * 100) / 100,
      };
    })
    .sort((a, b) => b.compressedBytes - a.compressedBytes);

  // Each client component of the app with what it reaches (sync imports, browser layer).
  const modules = new Map<string, Extract<AnalyzerRecord, { type: 'module' }>>();
  for (const r of records) if (r.type === 'module') modules.set(r.ident, r);
  const sizeOfPath = sumBy(
    firstLoadParts,
    (p) => p.source_path,
    (p) => p.compressed_size,
  );
  const routeRecord = records.find(
    (r): r is Extract<AnalyzerRecord, { type: 'route' }> => r.type === 'route',
  );
  const references = (routeRecord?.entries ?? [])
    .flatMap((e) => e.client_references ?? [])
    .filter((c) => c.reference_kind === 'ecmascript' && !c.module_path.includes('/node_modules/'));
  const clientComponents: ClientComponentWeight[] = [];
  for (const reference of references) {
    const seen = new Set<string>();
    const queue = [reference.module_ident];
    while (queue.length > 0) {
      const ident = queue.pop()!;
      if (seen.has(ident)) continue;
      seen.add(ident);
      for (const dep of modules.get(ident)?.dependencies.sync ?? []) if (!seen.has(dep)) queue.push(dep);
    }
    const paths = new Set([...seen].map((ident) => modules.get(ident)?.path ?? ident.split(' ')[0]!));
    const pulled = new Map<string, number>();
    for (const path of paths) {
      const group = groupOf(path);
      if (FRAMEWORK.test(group)) continue;
      pulled.set(group, (pulled.get(group) ?? 0) + (sizeOfPath.get(path) ?? 0));
    }
    const pulls = topGroups(pulled, 6).filter((p) => p.compressedBytes > 0);
    clientComponents.push({
      component: reference.module_path.replace(/^\[project\]\//, ''),
      pulls,
      compressedBytes: [...pulled.values()].reduce((a, b) => a + b, 0),
    });
  }
  clientComponents.sort((a, b) => b.compressedBytes - a.compressedBytes);
  return { route, groups, chunks, clientComponents };
}
