import type { ReactNode } from 'react';

/** The card the forgot- and reset-password pages share with the login page. */
export function PasswordPageFrame({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-slate-600">{lead}</p>}
        <div className="mt-8">{children}</div>
        {footer && <p className="mt-6 text-sm">{footer}</p>}
      </section>
    </div>
  );
}
