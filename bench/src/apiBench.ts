import { mkdirSync, writeFileSync } from 'node:fs';
import {
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  type Figures,
  load,
  prepareCatalogue,
  repoRoot,
  startApi,
  stopApi,
} from './apiBenchKit';

/**
 * API benchmark: a 50,000-product catalogue on the PostgreSQL server, the API in its own process,
 * autocannon from this one. Each scenario runs with the response cache off (every request reaches
 * the database) and on (what anonymous shoppers get), next to a bare in-memory endpoint of the same
 * server answering a body of the same size: the ceiling.
 */
async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const scenarios = [
    {
      name: 'product list (2 filters, price sort)',
      path: `/api/product/products?api-version=2&filters=5,${data.colour}&filters=5,${data.size}&sortField=LowestPrice&pageSize=24`,
    },
    {
      name: 'filter/search/count',
      path: `/api/product/filter/search/count?filters=5,${data.colour}&filters=5,${data.size}`,
    },
    { name: 'product detail', path: `/api/product/products/${data.base}` },
    { name: 'search (typo)', path: '/api/product/products/search/softshel%20jaket?cultureCode=en-SE' },
  ];
  const runs: Record<string, Figures[]> = {};
  for (const cache of [false, true]) {
    const label = cache ? 'cache on' : 'cache off';
    const api = await startApi(url, cache);
    try {
      const figures: Figures[] = [];
      for (const s of scenarios) {
        const f = await load(s.name, s.path);
        figures.push(f);
        const ceiling = await load(`ceiling for ${s.name}`, `/bench/ceiling?bytes=${f.bytes}`);
        figures.push(ceiling);
        console.log(`[${label}] ${f.name}: ${f.rps} req/s, p95 ${f.p95} ms (ceiling ${ceiling.rps} req/s)`);
      }
      runs[label] = figures;
    } finally {
      await stopApi(api);
    }
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  mkdirSync(`${repoRoot}bench/results`, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    catalogue: data.counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    targets: { productListP95Ms: 50, fractionOfCeiling: 0.5 },
    runs,
  };
  const file = `${repoRoot}bench/results/api-${stamp}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${repoRoot}bench/results/api-latest.md`, toMarkdown(result));
  console.log(`\nWrote ${file} and bench/results/api-latest.md`);
}

function toMarkdown(result: {
  date: string;
  catalogue: object;
  connections: number;
  durationSeconds: number;
  runs: Record<string, Figures[]>;
}) {
  const lines = [
    `# API benchmark (${result.date})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; ${result.connections} connections, ${result.durationSeconds} s per scenario after a 2 s warm-up.`,
    '',
  ];
  for (const [label, figures] of Object.entries(result.runs)) {
    lines.push(
      `## ${label}`,
      '',
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | body bytes | ceiling req/s | share of ceiling |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (let i = 0; i < figures.length; i += 2) {
      const f = figures[i]!;
      const c = figures[i + 1]!;
      lines.push(
        `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.bytes} | ${c.rps} | ${((f.rps / c.rps) * 100).toFixed(0)}% |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

await main();
