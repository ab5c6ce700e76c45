import type { BATCH_LINE_STATUSES } from '@workwear/contracts';
import type { QuickOrder, QuickOrderError } from '@workwear/domain';

/** One line of the cart service's batch answer (its index is the position in the items sent). */
export type BatchLineAnswer = {
  readonly index: number;
  readonly sku: string;
  readonly status: (typeof BATCH_LINE_STATUSES)[number];
};

/** Why a line of the text box was not added: found by the browser's parse, or by the cart service. */
export type QuickOrderProblemReason =
  | QuickOrderError['reason']
  | 'unknown'
  | 'unavailable'
  | 'invalid'
  | 'sizeMissing';

export type QuickOrderProblem = {
  /** 1-based line of the text box, as the shopper sees it. */
  readonly line: number;
  readonly text: string;
  readonly reason: QuickOrderProblemReason;
};

export type QuickOrderOutcome = {
  readonly added: number;
  /** Each line not added, numbered by its line in `remaining`. */
  readonly problems: readonly QuickOrderProblem[];
  /**
   * What the box holds after the answer (issue 27): only the lines that were not added, so a second
   * click cannot add the same lines again and the shopper fixes what is left.
   */
  readonly remaining: string;
};

const REFUSED = new Set<string>(['unknown', 'unavailable', 'invalid', 'sizeMissing']);

/**
 * The shopper's view of a quick order: how many lines went into the cart, and every line that did
 * not, in text-box order, whether the browser's parse refused it or the cart service did, and the box
 * as it is left: those lines only, numbered anew. A line the
 * service did not answer at all (a shorter answer than was sent) counts as invalid, never as added.
 */
export function quickOrderOutcome(order: QuickOrder, answers: readonly BatchLineAnswer[]): QuickOrderOutcome {
  const byIndex = new Map(answers.map((a) => [a.index, a]));
  let added = 0;
  const problems: QuickOrderProblem[] = order.errors.map(({ line, text, reason }) => ({
    line,
    text,
    reason,
  }));
  order.lines.forEach((sent, index) => {
    const answer = byIndex.get(index);
    if (answer && !REFUSED.has(answer.status)) {
      added += 1;
      return;
    }
    const reason =
      answer && REFUSED.has(answer.status) ? (answer.status as QuickOrderProblemReason) : 'invalid';
    problems.push({ line: sent.line, text: `${sent.sku} ${sent.quantity}`, reason });
  });
  const left = problems.sort((a, b) => a.line - b.line);
  return {
    added,
    problems: left.map((p, i) => ({ ...p, line: i + 1 })),
    remaining: left.map((p) => p.text).join('\n'),
  };
}
