'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import type { SizeStockState } from '@/features/product';
import { addToCart } from './actions';
import { type AddBlockedReason, addBlockedReason } from './addButtonState';
import { cartStore } from './cartStore';
import { QuantityStepper, type QuantityStepperTexts } from './QuantityStepper';

export type AddToCartTexts = {
  add: string;
  adding: string;
  added: string;
  viewCart: string;
  failed: string;
  invalid: string;
  reasons: Record<AddBlockedReason, string>;
  stepper: QuantityStepperTexts;
};

export type AddToCartProps = {
  lang: string;
  cartHref: string;
  /** The product's quantity multiply factor (every size shares it): quantities are multiples of it. */
  factor: number;
  texts: AddToCartTexts;
};

/**
 * Quantity and the add button under the size picker. The button says why it cannot add (spec size
 * status: no size chosen, the size out of stock, or not available at all); an add answers the cart,
 * which the badge and the mini cart take from the cart store.
 */
export function AddToCart({
  lang,
  cartHref,
  factor,
  texts,
  sku,
  state,
}: AddToCartProps & { sku: string | null; state: SizeStockState | undefined }) {
  const [quantity, setQuantity] = useState(Math.max(factor, 1));
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  const blocked = addBlockedReason(sku && state ? { state } : undefined);
  const add = () => {
    if (!sku || blocked) return;
    setStatus(null);
    startTransition(async () => {
      const result = await addToCart({ lang, sku, quantity });
      if (!result.ok) {
        setStatus({ tone: 'error', text: result.failure === 'invalid' ? texts.invalid : texts.failed });
        return;
      }
      cartStore.added(result.cart, result.highlightRowId);
      setStatus({ tone: 'ok', text: texts.added });
      clearTimeout(statusTimer.current);
      statusTimer.current = setTimeout(() => setStatus(null), 6000);
    });
  };

  return (
    <div className="flex flex-col gap-2" data-testid="add-to-cart">
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          factor={factor}
          onChange={setQuantity}
          texts={texts.stepper}
          testId="add-quantity"
        />
        <button
          type="button"
          onClick={add}
          aria-disabled={blocked !== null || pending}
          aria-describedby={blocked ? 'add-to-cart-reason' : undefined}
          data-testid="add-to-cart-button"
          className="inline-flex h-11 min-w-48 flex-1 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 text-sm font-bold text-white shadow-sm hover:bg-orange-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-700 aria-disabled:shadow-none"
        >
          {pending ? texts.adding : blocked ? texts.reasons[blocked] : texts.add}
        </button>
      </div>
      {blocked && (
        <p id="add-to-cart-reason" className="sr-only">
          {texts.reasons[blocked]}
        </p>
      )}
      <p aria-live="polite" data-testid="add-to-cart-status" className="min-h-5 text-sm">
        {status && (
          <span
            className={status.tone === 'ok' ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'}
          >
            {status.text}{' '}
            {status.tone === 'ok' && (
              <a href={cartHref} className="underline underline-offset-2 hover:text-emerald-950">
                {texts.viewCart}
              </a>
            )}
          </span>
        )}
      </p>
    </div>
  );
}
