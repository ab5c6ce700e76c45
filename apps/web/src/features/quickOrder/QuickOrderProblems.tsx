import { useId } from 'react';
import { fillText } from '@/features/cart/client';
import type { QuickOrderProblem } from './quickOrderOutcome';
import type { QuickOrderTexts } from './quickOrderTexts';

/** The lines of the box that need the shopper: the line, its text as typed, and why. */
export function QuickOrderProblems({
  title,
  problems,
  texts,
  maxLines,
}: {
  title: string;
  problems: readonly QuickOrderProblem[];
  texts: QuickOrderTexts;
  maxLines: number;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md bg-amber-50 p-3 ring-1 ring-amber-200">
      <h2 id={headingId} className="text-sm font-semibold text-amber-900">
        {title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {problems.map((p) => (
          <li key={p.line} data-testid="quick-order-problem" data-line={p.line} data-reason={p.reason}>
            <span className="font-semibold text-slate-900">{fillText(texts.line, { line: p.line })}</span>
            {': '}
            <code className="break-all font-mono text-slate-800">{p.text}</code>
            {' – '}
            <span className="text-amber-900">{fillText(texts.reasons[p.reason], { max: maxLines })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
