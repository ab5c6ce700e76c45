'use client';

import { type ReactNode, useId, useState } from 'react';
import type { SizeOption } from './sizeOptions';

export type SizePickerTexts = {
  legend: string;
  system: string;
  standard: string;
  alternate: string;
  prompt: string;
};

type Props = {
  texts: SizePickerTexts;
  sizes: readonly SizeOption[];
  /** The same items under their alternate names (e.g. waist and leg); empty when there are none. */
  alternates: readonly SizeOption[];
  /** Shown beside the heading: the size-guide button. */
  aside?: ReactNode;
};

const STATE_DOT: Readonly<Record<SizeOption['state'], string>> = {
  inStock: 'bg-emerald-600',
  incoming: 'bg-amber-500',
  unavailable: 'bg-slate-300',
};

// The radio covers its whole tile, invisible: a click anywhere on the tile lands on the input itself,
// as it does for assistive technology and test tools, while the tile's text shows through.
const OVERLAY_INPUT =
  'absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed';

/**
 * Native radios, so arrow keys, form semantics and the server-rendered first paint work as browsers
 * do. The choice is kept by SKU: a size and its alternate name are the same item, so switching the
 * size system keeps it. Sizes with neither stock nor a delivery date cannot be chosen.
 */
export function SizePicker({ texts, sizes, alternates, aside }: Props) {
  const id = useId();
  const [system, setSystem] = useState<'standard' | 'alternate'>('standard');
  const [chosen, setChosen] = useState<string | null>(null);
  const options = system === 'alternate' && alternates.length > 0 ? alternates : sizes;
  const selected = options.find((o) => o.sku === chosen);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <p id={`${id}-legend`} className="text-sm font-semibold text-slate-900">
          {texts.legend}
        </p>
        {aside}
      </div>
      {alternates.length > 0 && (
        <fieldset className="inline-flex w-fit rounded-md border border-slate-300 bg-white p-0.5 text-sm">
          <legend className="sr-only">{texts.system}</legend>
          {(['standard', 'alternate'] as const).map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded px-3 py-1.5 font-medium text-slate-700 has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-system`}
                value={value}
                checked={system === value}
                onChange={() => setSystem(value)}
                className={OVERLAY_INPUT}
              />
              {texts[value]}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset aria-labelledby={`${id}-legend`} data-testid="size-options" className="min-w-0">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {options.map((option, index) => {
            const key = `${id}-${system}-${index}`;
            const disabled = option.state === 'unavailable';
            return (
              <li key={key}>
                <label
                  className={`group relative flex h-full flex-col rounded-md border px-2.5 py-2 text-left has-checked:border-slate-900 has-checked:bg-slate-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${disabled ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500' : 'cursor-pointer border-slate-300 bg-white hover:border-slate-500'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={option.sku}
                    disabled={disabled}
                    checked={chosen === option.sku}
                    onChange={() => setChosen(option.sku)}
                    aria-labelledby={`${key}-value`}
                    aria-describedby={`${key}-stock`}
                    className={OVERLAY_INPUT}
                  />
                  <span
                    id={`${key}-value`}
                    className={`text-sm font-semibold ${disabled ? 'line-through' : 'text-slate-900 group-has-checked:text-white'}`}
                  >
                    {option.value}
                  </span>
                  <span
                    id={`${key}-stock`}
                    className="mt-0.5 flex items-start gap-1 text-xs leading-snug text-slate-600 group-has-checked:text-slate-200"
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1 h-1.5 w-1.5 shrink-0 rounded-full ${STATE_DOT[option.state]}`}
                    />
                    {option.stockText}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div
        data-testid="selected-size"
        aria-live="polite"
        className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm"
      >
        {selected ? (
          <>
            <p className="font-semibold text-slate-900">{selected.summary}</p>
            <p className="text-xs text-slate-600">{selected.skuText}</p>
          </>
        ) : (
          <p className="text-slate-600">{texts.prompt}</p>
        )}
      </div>
    </div>
  );
}
