import type { ReactNode } from 'react';
import type { ReorderNotice } from './reorderNotice';

const OUTCOME_STYLE = {
  added: 'text-emerald-800',
  priceChanged: 'text-amber-800',
  unavailable: 'text-red-800',
} as const;

/** The reorder's notes, a line each: the product and what became of it. */
export function ReorderNoticeView({ notice, action }: { notice: ReorderNotice; action?: ReactNode }) {
  return (
    <section
      role="status"
      aria-label={notice.title}
      data-testid="reorder-notice"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">{notice.title}</h2>
        {action}
      </div>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {notice.lines.map((line) => (
          <li
            key={line.key}
            className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2"
            data-outcome={line.outcome}
          >
            <span className="min-w-0 text-slate-900">
              {line.name} <span className="text-slate-500">{line.sku}</span>
            </span>
            <span className={`font-semibold ${OUTCOME_STYLE[line.outcome]}`}>{line.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
