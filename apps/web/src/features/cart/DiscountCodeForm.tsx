'use client';

import type { CartView } from '@workwear/contracts';
import { formatMoney } from '@workwear/domain/money';
import { pairOf, shownAmount } from '@workwear/domain/moneyPair';
import { useEffect, useId, useState } from 'react';
import type { CartDisplay } from './cartDisplay';
import type { CartPageTexts } from './cartTexts';
import { fillText } from './fillText';

type Props = {
  cart: CartView;
  display: CartDisplay;
  texts: CartPageTexts['discount'];
  busy: boolean;
  /** The code's message from the last try, in the field's error or status line. */
  message: { tone: 'ok' | 'error'; text: string } | null;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
};

/**
 * The discount code field (shown where the cart's rules allow codes or engine promotions), the code
 * that is applied with a way to remove it, and the promotions the cart gets with their discount.
 */
export function DiscountCodeForm({ cart, display, texts, busy, message, onApply, onRemove }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  // An applied code moves from the field to the list of applied codes.
  useEffect(() => {
    if (message?.tone === 'ok') setCode('');
  }, [message]);
  const codes = cart.promotions.filter((p) => p.code !== null).map((p) => p.code as string);
  const applied = [...new Set([...(cart.promotionCode ? [cart.promotionCode] : []), ...codes])];
  return (
    <div className="flex flex-col gap-3" data-testid="discount">
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) onApply(code.trim());
        }}
      >
        <label htmlFor={`${id}-code`} className="text-sm font-semibold text-slate-800">
          {texts.label}
        </label>
        <div className="flex">
          <input
            id={`${id}-code`}
            data-testid="discount-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={message?.tone === 'error' ? true : undefined}
            aria-describedby={`${id}-message`}
            className="w-full min-w-0 rounded-l-md border border-slate-300 px-3 py-2 text-sm uppercase aria-invalid:border-red-600 focus:border-brand-600 focus:outline-none"
          />
          <button
            type="submit"
            disabled={busy}
            data-testid="discount-apply"
            className="rounded-r-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
          >
            {texts.apply}
          </button>
        </div>
        <p
          id={`${id}-message`}
          role="status"
          data-testid="discount-message"
          className={`min-h-5 text-sm ${message?.tone === 'error' ? 'font-semibold text-red-700' : 'text-emerald-800'}`}
        >
          {message?.text}
        </p>
      </form>
      {applied.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {applied.map((c) => (
            <li
              key={c}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-1 pl-3 pr-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200"
            >
              {c}
              <button
                type="button"
                onClick={() => onRemove(c)}
                disabled={busy}
                aria-label={fillText(texts.removeLabel, { code: c })}
                data-testid="discount-remove"
                className="rounded-full p-1.5 hover:bg-emerald-100"
              >
                <svg width="10" height="10" viewBox="0 0 14 14" aria-hidden="true">
                  <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {cart.promotions.length > 0 && (
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{texts.promotions}</h3>
          <ul className="mt-1.5 space-y-1 text-sm" data-testid="promotions">
            {cart.promotions.map((p) => (
              <li key={p.id} className="flex justify-between gap-3">
                <span className="text-slate-700">
                  {p.name || texts.types[p.discountType]}
                  {p.code && <span className="text-slate-500"> · {p.code}</span>}
                </span>
                {display.showPrices && (
                  <span data-prices="" className="font-semibold tabular-nums text-emerald-700">
                    −{formatMoney(Math.abs(shownAmount(pairOf(p, 'discount'), display)), display)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
