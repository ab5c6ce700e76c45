'use client';

import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { AddToCart, type AddToCartProps } from '@/features/cart/client';
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
  /** Quantity and the add-to-cart button for the chosen size; absent where nothing can be bought. */
  buy?: AddToCartProps;
  /** The sku chosen when the page opens (a search for a full sku), if it can be chosen. */
  initialSku?: string | undefined;
};

// The radio covers its whole tile, invisible (ww-overlay-input): a click anywhere on the tile lands on
// the input itself, as it does for assistive technology and test tools, while the tile's text shows
// through. Tiles are styled by the ww-size classes in globals.css, which read data-disabled and
// data-state.
const OVERLAY_INPUT = 'ww-overlay-input';

/**
 * Native radios, so arrow keys, form semantics and the server-rendered first paint work as browsers
 * do. The choice is kept by SKU: a size and its alternate name are the same item, so switching the
 * size system keeps it. Sizes with neither stock nor a delivery date cannot be chosen.
 */
export function SizePicker({ texts, sizes, alternates, aside, buy, initialSku }: Props) {
  const id = useId();
  const [system, setSystem] = useState<'standard' | 'alternate'>('standard');
  const [chosen, setChosen] = useState<string | null>(
    () => sizes.find((o) => o.sku === initialSku && o.state !== 'unavailable')?.sku ?? null,
  );
  const options = system === 'alternate' && alternates.length > 0 ? alternates : sizes;
  const selected = options.find((o) => o.sku === chosen);
  const sizesRef = useRef<HTMLFieldSetElement>(null);

  // The phone's bar keeps the add button in reach while no size is chosen yet: a press on it then
  // brings the sizes into view and focuses the first one that can be chosen.
  const toSizes = (event: MouseEvent<HTMLDivElement>) => {
    if (selected || !(event.target instanceof Element)) return;
    if (!event.target.closest('[data-testid="add-to-cart-button"]')) return;
    const sizes = sizesRef.current;
    sizes?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    sizes?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  };

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
      <fieldset
        ref={sizesRef}
        aria-labelledby={`${id}-legend`}
        data-testid="size-options"
        className="min-w-0"
      >
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {options.map((option, index) => {
            const key = `${id}-${system}-${index}`;
            const disabled = option.state === 'unavailable';
            return (
              <li key={key}>
                <label className="ww-size" data-disabled={disabled ? '' : undefined}>
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
                  <span id={`${key}-value`} className="ww-size-value">
                    {option.value}
                  </span>
                  <span id={`${key}-stock`} className="ww-size-stock">
                    <span aria-hidden="true" className="ww-size-dot" data-state={option.state} />
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
      {buy && (
        // Below lg a bar fixed to the window's bottom (ww-buy-bar), so adding stays in reach while
        // the visitor scrolls through the product; from lg up in its place under the sizes.
        // biome-ignore lint/a11y/noStaticElementInteractions: catches the add button's own click (a button, keyboard included).
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
        <div data-testid="buy-bar" className="ww-buy-bar" onClick={toSizes}>
          <AddToCart {...buy} sku={selected?.sku ?? null} state={selected?.state} />
        </div>
      )}
    </div>
  );
}
