import type { ReactNode } from 'react';

/** A page's state in words: nothing to show, not open to this visitor, or a load that failed. */
export function Notice({
  tone,
  testId,
  children,
}: {
  tone: 'empty' | 'error';
  testId: string;
  children: ReactNode;
}) {
  if (tone === 'error')
    return (
      <p role="alert" className="mt-6 font-semibold text-red-800" data-testid={testId}>
        {children}
      </p>
    );
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700"
      data-testid={testId}
    >
      {children}
    </div>
  );
}
