import { startApi, stopApi } from './apiBenchKit';
import type { Answer } from './connectionLoops';
import { type Statement, type StatementCounter, startStatementCounter } from './pgStatementCounter';

/** SQL statements one request sends, counted by the relay (pgStatementCounter) one request at a time. */
export interface StatementFigures {
  scenario: string;
  /** Statements of each repetition: equal when the path through the code is the same. */
  counts: number[];
  /** Milliseconds the server took per repetition (sum of the statements' round trips through the relay). */
  databaseMs: number[];
  /** The statements of the last repetition, whitespace collapsed and cut to 120 characters, in order, with their ms. */
  statements: { text: string; ms: number }[];
}

const shortened = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Sends the request `repeat` times, one after another with nothing else running, and counts what
 * each sent to the database. `request(i)` gives the i-th request.
 */
export async function countStatements(
  counter: StatementCounter,
  scenario: string,
  repeat: number,
  request: (i: number) => Promise<Answer>,
): Promise<StatementFigures> {
  const counts: number[] = [];
  const databaseMs: number[] = [];
  let statements: Statement[] = [];
  for (let i = 0; i < repeat; i++) {
    counter.take();
    const answer = await request(i);
    // Answers are written before the pool's last messages may have passed the relay.
    await new Promise((r) => setTimeout(r, 50));
    statements = counter.take();
    if (answer.status >= 400) throw new Error(`${scenario}: ${answer.status} ${answer.body.slice(0, 300)}`);
    counts.push(statements.length);
    databaseMs.push(round(statements.reduce((sum, st) => sum + st.ms, 0)));
  }
  return {
    scenario,
    counts,
    databaseMs,
    statements: statements.map((st) => ({ text: shortened(st.text), ms: round(st.ms) })),
  };
}

/** One line for the console. */
export const statementLine = (f: StatementFigures) =>
  `statements, ${f.scenario}: ${f.counts.join(', ')} (database ms: ${f.databaseMs.join(', ')})`;

/**
 * A second start of the API behind the statement relay (so the relay is never in a timed path), with
 * the outbox worker off (its polling is not a request's) and a small pool; `count` runs the counts.
 */
export async function withCountingApi<T>(
  url: string,
  count: (counter: StatementCounter) => Promise<T>,
): Promise<T> {
  const counter = await startStatementCounter(url);
  const api = await startApi(counter.url, true, { OUTBOX_WORKER: 'off', DATABASE_POOL_SIZE: '4' });
  try {
    return await count(counter);
  } finally {
    await stopApi(api);
    await counter.close();
  }
}

/** Statements the API sends in 2 s with no request (after its first request loaded what it caches). */
export async function idleStatements(counter: StatementCounter): Promise<number> {
  counter.take();
  await new Promise((r) => setTimeout(r, 2000));
  return counter.take().length;
}
