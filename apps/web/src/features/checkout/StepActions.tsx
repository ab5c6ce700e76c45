'use client';

/**
 * Back and next at the foot of a step. Next is a submit button that stays reachable by keyboard
 * while the step is not valid (aria-disabled, not disabled), so pressing it says why nothing happens
 * instead of being skipped; busy shows the move or send in progress and blocks a second press.
 */
export function StepActions({
  backHref,
  backLabel,
  nextLabel,
  busy,
  ready,
  refusedText,
  testId,
}: {
  backHref: string;
  backLabel: string;
  nextLabel: string;
  busy: boolean;
  ready: boolean;
  /** Shown (and announced) after a refused next. */
  refusedText: string | null;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a
          href={backHref}
          className="inline-flex h-12 items-center justify-center rounded-md px-4 text-base font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
        >
          <span aria-hidden="true" className="mr-2">
            ←
          </span>
          {backLabel}
        </a>
        <button
          type="submit"
          data-testid={testId}
          aria-disabled={!ready || busy ? true : undefined}
          aria-busy={busy ? true : undefined}
          aria-describedby={refusedText ? `${testId}-refused` : undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          className={`inline-flex h-12 min-w-56 items-center justify-center gap-2 rounded-md px-6 text-base font-bold shadow-sm ${
            ready && !busy
              ? 'bg-brand-700 text-white hover:bg-orange-800'
              : 'cursor-not-allowed bg-slate-300 text-slate-700'
          }`}
        >
          {busy && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {nextLabel}
        </button>
      </div>
      <p
        id={`${testId}-refused`}
        role="status"
        className="min-h-5 text-right text-sm font-medium text-red-700"
      >
        {refusedText}
      </p>
    </div>
  );
}
