import type { ReactNode } from 'react';

/** One fact of an approval's definition list (the pending cards, the order's approval section). */
export function ApprovalFact({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
