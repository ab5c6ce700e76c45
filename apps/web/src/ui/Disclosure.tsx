import type { ReactNode } from 'react';

type Props = { summary: string; open?: boolean; testId: string; children: ReactNode };

/**
 * A titled section that opens and closes (native <details>: opened and closed with the keyboard and
 * read by screen readers as a disclosure, with no JavaScript). The content is in the HTML even while
 * closed, so search engines and find-in-page still see it.
 */
export function Disclosure({ summary, open = false, testId, children }: Props) {
  return (
    <details open={open} data-testid={testId} className="group border-b border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-base font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {summary}
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="pb-8 pt-1">{children}</div>
    </details>
  );
}
