import type { LoadFigures } from './loadFigures';
import type { StatementFigures } from './statementFigures';

/** The report tables the load benchmarks share (order, approvals): load figures and statement counts. */

export const verdict = (met: boolean) => (met ? 'met' : 'missed');

/** One row per scenario, with the CPU it cost, the other work on the machine and its target (if any). */
export function loadTable(load: readonly LoadFigures[], target: (f: LoadFigures) => string): string[] {
  return [
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | API CPU ms/request | PostgreSQL CPU ms/request | other cores busy | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...load.map(
      (f) =>
        `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${f.errors} | ${f.apiCpuMsPerRequest ?? ''} | ${f.databaseCpuMsPerRequest ?? ''} | ${f.otherCores ?? ''} | ${target(f)} |`,
    ),
  ];
}

/** Statements per request (each repetition) and their database time. */
export const statementTable = (figures: readonly StatementFigures[]): string[] => [
  '| request | statements (each repetition) | database ms, one at a time (each repetition) |',
  '|---|---|---|',
  ...figures.map((f) => `| ${f.scenario} | ${f.counts.join(', ')} | ${f.databaseMs.join(', ')} |`),
];

/** The statements of one request's last repetition, numbered, with their ms. */
export const statementList = (title: string, f: StatementFigures): string[] => [
  title,
  '',
  ...f.statements.map((s, i) => `${i + 1}. ${s.ms} ms \`${s.text}\``),
  '',
];

/** The most cores other work kept busy during any scenario: how much to trust the figures. */
export const busiestOther = (load: readonly LoadFigures[]) =>
  Math.max(0, ...load.map((f) => f.otherCores ?? 0));
