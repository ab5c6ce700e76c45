'use client';

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { GuideTableView } from './GuideTableView';
import type { SizeGuideTexts, SizeGuideView } from './sizeGuideView';

const TABS = ['dimensions', 'body'] as const;
type Tab = (typeof TABS)[number];

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between the
 * tabs and show the panel; only the active tab is in the tab order.
 */
export function SizeGuideTabs({ view, texts }: { view: SizeGuideView; texts: SizeGuideTexts }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>(
    view.dimensions || view.bodyTables.length === 0 ? 'dimensions' : 'body',
  );
  const [tableId, setTableId] = useState(view.initialTableId ?? '');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ dimensions: null, body: null });
  const table = view.bodyTables.find((t) => t.id === tableId) ?? view.bodyTables[0];
  const labels: Record<Tab, string> = { dimensions: texts.productDimensions, body: texts.bodyMeasurements };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={texts.sections} className="flex gap-1 border-b border-slate-200">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 ${tab === name ? 'border-brand-600 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-dimensions-panel`}
        aria-labelledby={`${id}-dimensions-tab`}
        hidden={tab !== 'dimensions'}
        className="pt-4"
      >
        {view.dimensions ? (
          <>
            <p className="mb-3 text-sm text-slate-600">{texts.dimensionsNote}</p>
            <GuideTableView
              table={view.dimensions}
              caption={texts.productDimensions}
              sizeLabel={texts.size}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">{texts.noDimensions}</p>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${id}-body-panel`}
        aria-labelledby={`${id}-body-tab`}
        hidden={tab !== 'body'}
        className="pt-4"
      >
        {table ? (
          <>
            <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
              <label htmlFor={`${id}-table`} className="text-sm font-semibold">
                {texts.table}
              </label>
              <select
                id={`${id}-table`}
                value={table.id}
                onChange={(e) => setTableId(e.target.value)}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {view.bodyTables.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            <p className="mb-3 text-sm text-slate-600">{texts.bodyNote}</p>
            <GuideTableView table={table} caption={table.label} sizeLabel={texts.size} />
          </>
        ) : (
          <p className="text-sm text-slate-600">{texts.noBodyMeasurements}</p>
        )}
      </div>
    </div>
  );
}
