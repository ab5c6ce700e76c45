import type { Answer } from './connectionLoops';
import type { StatementCounter } from './pgStatementCounter';

/** SQL statements one request sends, counted by the relay (pgStatementCounter) one request at a time. */
export interface StatementFigures {
  scenario: string;
  /** Statements of each repetition: equal when the path through the code is the same. */
  counts: number[];
  /** The statements of the last repetition, whitespace collapsed and cut to 120 characters, in order. */
  statements: string[];
}

const shortened = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

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
  let statements: string[] = [];
  for (let i = 0; i < repeat; i++) {
    counter.take();
    const answer = await request(i);
    // Answers are written before the pool's last messages may have passed the relay.
    await new Promise((r) => setTimeout(r, 50));
    statements = counter.take();
    if (answer.status >= 400) throw new Error(`${scenario}: ${answer.status} ${answer.body.slice(0, 300)}`);
    counts.push(statements.length);
  }
  return { scenario, counts, statements: statements.map(shortened) };
}
