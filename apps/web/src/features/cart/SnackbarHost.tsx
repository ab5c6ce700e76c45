'use client';

import { useEffect } from 'react';
import type { Snack } from './snackbarQueue';

type Props = { snacks: readonly Snack[]; dismiss: (id: number) => void; dismissLabel: string };

function SnackItem({
  snack,
  dismiss,
  dismissLabel,
}: {
  snack: Snack;
  dismiss: (id: number) => void;
  dismissLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(snack.id), snack.durationMs);
    return () => clearTimeout(timer);
  }, [snack.id, snack.durationMs, dismiss]);
  return (
    <li
      data-testid="snackbar"
      data-tone={snack.tone}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ring-1 ${
        snack.tone === 'error'
          ? 'bg-red-50 text-red-900 ring-red-200'
          : 'bg-slate-900 text-white ring-slate-900'
      }`}
    >
      <p className="flex-1 pt-1">{snack.text}</p>
      {snack.action && (
        <button
          type="button"
          data-testid="snackbar-action"
          onClick={() => {
            snack.action?.run();
            dismiss(snack.id);
          }}
          className="rounded-md px-2.5 py-1 font-bold uppercase tracking-wide text-orange-300 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          {snack.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => dismiss(snack.id)}
        className="rounded-md p-1.5 opacity-80 hover:opacity-100 focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The cart's snackbars, bottom centre, announced politely (the region is in the page from the start,
 * so screen readers hear what is added to it). Each goes after its time or when dismissed.
 */
export function SnackbarHost({ snacks, dismiss, dismissLabel }: Props) {
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      <ul className="flex w-full max-w-lg flex-col gap-2">
        {snacks.map((snack) => (
          <SnackItem key={snack.id} snack={snack} dismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </ul>
    </div>
  );
}
