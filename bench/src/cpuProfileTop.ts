import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The heaviest frames of a V8 CPU profile (node --cpu-prof): self time (where the CPU was) and
 * total time (self plus everything called from there), each as a share of the busy time, so the
 * cause of a slow request can be named without opening a profiler. Idle, program and garbage
 * collector time are told apart.
 *
 * Run: node --import tsx bench/src/cpuProfileTop.ts [profile or folder; default the newest in
 * .data/bench-profiles] [--top=25] [--window=from-to, ms since the process started]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Milliseconds since the profile started: only samples between them count. */
export interface ProfileWindow {
  fromMs: number;
  toMs: number;
}

export interface FrameShare {
  frame: string;
  ms: number;
  percent: number;
}

// Frames of the project's own files are named from its root, whichever checkout was profiled.
const root = fileURLToPath(new URL('../../', import.meta.url));

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

function frameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const place = url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(root, '');
  return `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
}

export function topFrames(profile: CpuProfile, top: number, window?: ProfileWindow) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (window && (at < window.fromMs || at > window.toMs)) continue;
    const node = byId.get(id)!;
    const name = frameOf(node);
    if (name === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    self.set(name, (self.get(name) ?? 0) + ms);
    // Each frame once per sample, however deep the recursion.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = frameOf(byId.get(up)!);
      if (SPECIAL.has(frame) || seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + ms);
    }
  }
  const ranked = (m: Map<string, number>): FrameShare[] =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, ms]) => ({ frame, ms: Math.round(ms), percent: Math.round((ms / busy) * 1000) / 10 }));
  return { busyMs: Math.round(busy), idleMs: Math.round(idle), self: ranked(self), total: ranked(total) };
}

/**
 * The main thread's profile of the newest process: files are CPU.<date>.<time>.<pid>.<thread>.<n>,
 * and under tsx the module loader's worker thread writes one too (thread 1 and up).
 */
function newestProfile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f))
    .map((f) => `${path}/${f}`)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`No main-thread .cpuprofile in ${path}`);
  return files[0];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
  const file = newestProfile(given ?? new URL('../../.data/bench-profiles', import.meta.url).pathname);
  // --window=from-to: milliseconds since the process started (cartBench prints it for each scenario).
  const [fromMs, toMs] = (process.argv.find((a) => a.startsWith('--window='))?.slice(9) ?? '')
    .split('-')
    .map(Number);
  const window = fromMs !== undefined && toMs !== undefined ? { fromMs, toMs } : undefined;
  const result = topFrames(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top, window);
  console.log(`${file}: busy ${result.busyMs} ms, idle ${result.idleMs} ms`);
  console.log('\nSelf time:');
  for (const f of result.self) console.log(`${String(f.percent).padStart(5)}%  ${f.frame}`);
  console.log('\nTotal time (self and callees):');
  for (const f of result.total) console.log(`${String(f.percent).padStart(5)}%  ${f.frame}`);
}
