'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useTransition } from 'react';
import { useHydrated } from '@/lib/useHydrated';

type Props = {
  action: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Submit as soon as a select changes (the sort menu). */
  submitOnChange?: boolean;
};

/** The form's fields as a query string: empty fields left out, commas readable as in the list's links. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  }
  return params.toString().replace(/%2C/gi, ',');
}

/**
 * A list control as a plain GET form, so it works before (and without) JavaScript. Once hydrated it
 * navigates softly instead, keeping the shell and scroll position, and marks the list as pending
 * while the next page renders (the list dims through CSS :has([data-pending])).
 */
export function ListForm({ action, children, className, submitOnChange = false, ...rest }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <form
      action={action}
      method="get"
      className={className}
      aria-label={rest['aria-label']}
      onSubmit={(event) => {
        // A submit while the page still hydrates (React replays it then) could lose its soft
        // navigation; the browser's own GET submit gets the visitor to the same list.
        if (!hydrated) return;
        event.preventDefault();
        const query = queryOf(event.currentTarget);
        startTransition(() => router.push(query === '' ? action : `${action}?${query}`, { scroll: false }));
      }}
      onChange={(event) => {
        if (submitOnChange && event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
      }}
    >
      {children}
      {pending && <span data-pending hidden />}
    </form>
  );
}
