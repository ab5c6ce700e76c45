'use client';

import { useId } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import { Button, Dialog, useDialog } from '@/ui';
import { SizeGuideContent } from './SizeGuideContent';
import { SizeGuidePdfLink } from './SizeGuidePdfLink';
import type { SizeGuideTexts, SizeGuideView } from './sizeGuideView';

type Props = {
  texts: SizeGuideTexts;
  /** The guide as loaded on the server; null when there is none, it failed, or it has nothing to show. */
  view: SizeGuideView | null;
};

/**
 * The size-guide button and its modal dialog (native <dialog>: focus moves in and is kept there,
 * Escape closes it, and focus goes back to the button). Full screen up to 991 px wide
 * (SIZE_GUIDE_BREAKPOINT_PX; Tailwind's max-lg is below 992 px), otherwise a large centred box.
 */
export function SizeGuideDialog({ texts, view }: Props) {
  const titleId = useId();
  const dialog = useDialog();
  // The guide is fetched with the page, so "loading" here is the time before hydration: the button
  // stays disabled until its click handler exists, so a click before then is never silently lost.
  const hydrated = useHydrated();

  return (
    <>
      <button
        type="button"
        data-testid="size-guide-button"
        aria-haspopup="dialog"
        disabled={!hydrated || view === null}
        onClick={dialog.open}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-slate-900 underline underline-offset-4 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <rect x="2" y="7" width="20" height="10" rx="1.5" />
          <path d="M6 7v4M10 7v3M14 7v4M18 7v3" />
        </svg>
        {texts.open}
      </button>
      {view && (
        <Dialog
          dialog={dialog}
          labelledBy={titleId}
          closeOnBackdrop
          data-testid="size-guide-dialog"
          className="bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 open:flex open:flex-col max-lg:m-0 max-lg:h-dvh max-lg:max-h-none max-lg:w-screen max-lg:max-w-none lg:m-auto lg:max-h-[85vh] lg:w-[min(64rem,calc(100vw-4rem))] lg:rounded-xl"
        >
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold">
              {texts.title}
            </h2>
            <Button
              data-testid="size-guide-close"
              onClick={dialog.close}
              variant="secondary"
              size="xs"
              className="inline-flex items-center gap-1.5"
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
              </svg>
              {texts.close}
            </Button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <SizeGuideContent view={view} texts={texts} />
            {view.pdfUrl && (
              <p className="mt-5">
                <SizeGuidePdfLink href={view.pdfUrl} texts={texts} />
              </p>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
