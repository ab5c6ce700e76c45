'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { CloseIcon } from './icons';

type Props = {
  /** The toggle's content (icon, name, the count of chosen filters). */
  summary: ReactNode;
  title: string;
  closeLabel: string;
  /** "Show N products": N is the list's count under the filters as they stand. */
  showLabel: string;
  /** The list at its current filters, the products in view (the show button without script). */
  resultsHref: string;
  /** The id of the products, where the show button leads. */
  resultsId: string;
  children: ReactNode;
};

/** lg (992 px): from here up the panel is a sidebar, below it a sheet. */
const WIDE = '(min-width: 62rem)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary';

/**
 * The filter panel's frame. From lg up a sidebar (CSS shows the content whatever the open state).
 * Below lg the toggle opens a full-window sheet, a modal dialog: focus moves in and stays in, Escape
 * and the close button shut it and give focus back to the toggle, and the page behind does not scroll.
 * A filter chosen in the sheet reloads the list softly and the sheet stays open, so its sticky
 * "Show N products" button always carries the current count; it closes the sheet onto the products.
 *
 * It stays a <details>: without script the toggle still opens it, and the show button is a link to
 * the list at its current filters, whose new page starts closed.
 */
export function FilterSheet({
  summary,
  title,
  closeLabel,
  showLabel,
  resultsHref,
  resultsId,
  children,
}: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const [sheet, setSheet] = useState(false);
  const titleId = useId();

  const onToggle = () => {
    const open = details.current?.open === true && !window.matchMedia(WIDE).matches;
    setSheet(open);
    if (open)
      requestAnimationFrame(() =>
        sheetRef.current?.querySelector<HTMLElement>('[data-sheet-close]')?.focus(),
      );
  };

  const close = () => {
    if (details.current) details.current.open = false;
    setSheet(false);
  };

  const closeToToggle = () => {
    close();
    details.current?.querySelector('summary')?.focus();
  };

  const showResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close();
    const results = document.getElementById(resultsId);
    results?.scrollIntoView();
    results?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!sheet) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToToggle();
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays in the sheet: Tab from the last control goes to the first, and back.
    const items = [...(sheetRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <details
      ref={details}
      onToggle={onToggle}
      data-sheet=""
      className="group/filters rounded-lg border border-slate-200 bg-white lg:border-0 lg:bg-transparent lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary
        data-testid="filter-toggle"
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm font-semibold text-slate-900 lg:hidden [&::-webkit-details-marker]:hidden"
      >
        {summary}
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the sheet's keys (Escape, Tab kept inside); its controls take the rest. */}
      <div
        ref={sheetRef}
        {...(sheet ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        data-testid="filter-sheet"
        onKeyDown={onKeyDown}
        className="max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex max-lg:flex-col max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:bg-white"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
          <p id={titleId} className="text-base font-bold text-slate-900">
            {title}
          </p>
          <button
            type="button"
            data-sheet-close=""
            onClick={closeToToggle}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100"
          >
            <CloseIcon className="h-5 w-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="flex-1">{children}</div>
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 lg:hidden">
          <a
            href={resultsHref}
            onClick={showResults}
            data-testid="filter-show-results"
            className="flex w-full items-center justify-center rounded-md bg-slate-900 px-4 py-3 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {showLabel}
          </a>
        </div>
      </div>
    </details>
  );
}
