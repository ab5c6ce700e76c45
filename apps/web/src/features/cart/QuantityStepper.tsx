'use client';

import { useEffect, useId, useState } from 'react';
import { canStepDown, canStepUp, steppedQuantity, typedQuantity } from './quantityStepper';

export type QuantityStepperTexts = { label: string; decrease: string; increase: string };

type Props = {
  value: number;
  /** The product's multiply factor: the stepper moves by quantityStep(factor) and keeps to its multiples. */
  factor: number;
  onChange: (quantity: number) => void;
  texts: QuantityStepperTexts;
  disabled?: boolean;
  /** Names the product for screen readers when several steppers share a page ("Quantity, Jacket C52"). */
  labelSuffix?: string;
  size?: 'sm' | 'md';
  testId?: string;
};

const BUTTON =
  'flex items-center justify-center text-lg font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * − [quantity] +: buttons step by the factor's step; a typed number is taken on blur or Enter and set
 * to the factor's rule, as the server would store it. A number it cannot take goes back to the last.
 */
export function QuantityStepper({
  value,
  factor,
  onChange,
  texts,
  disabled,
  labelSuffix,
  size = 'md',
  testId,
}: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const typed = typedQuantity(text, factor);
    if (typed === null) setText(String(value));
    else if (typed !== value) onChange(typed);
    else setText(String(value));
  };
  const h = size === 'sm' ? 'h-9' : 'h-11';
  const label = labelSuffix ? `${texts.label}, ${labelSuffix}` : texts.label;
  return (
    <fieldset
      data-testid={testId}
      className={`inline-flex ${h} min-w-0 items-stretch overflow-hidden rounded-md border border-slate-300 bg-white`}
    >
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        className={`${BUTTON} w-9`}
        aria-label={labelSuffix ? `${texts.decrease}, ${labelSuffix}` : texts.decrease}
        disabled={disabled || !canStepDown(value, factor)}
        onClick={() => onChange(steppedQuantity(value, factor, -1))}
      >
        −
      </button>
      <input
        id={`${id}-input`}
        aria-label={label}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className="w-14 border-x border-slate-300 text-center text-sm font-semibold tabular-nums text-slate-900 focus:outline-none focus-visible:bg-slate-50"
      />
      <button
        type="button"
        className={`${BUTTON} w-9`}
        aria-label={labelSuffix ? `${texts.increase}, ${labelSuffix}` : texts.increase}
        disabled={disabled || !canStepUp(value, factor)}
        onClick={() => onChange(steppedQuantity(value, factor, 1))}
      >
        +
      </button>
    </fieldset>
  );
}
