'use client';

import type { GroupedCartTotal } from '@workwear/contracts';
import { type CurrencyFormat, ROW_SAVE_DEBOUNCE_MS } from '@workwear/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fillText, useCartStore } from '@/features/cart/client';
import { groupedCartTotal } from './cartLimitActions';
import { limitSharesView } from './limitShares';

/** The panel's words, raw ({name}, {amount}, {period} filled here). */
export type CartLimitsTexts = {
  title: string;
  lead: string;
  periods: Record<GroupedCartTotal['period'], string>;
  customer: string;
  limit: string;
  used: string;
  thisCart: string;
  remaining: string;
  noLimit: string;
  within: string;
  overApprover: string;
  overRefused: string;
  companyOver: string;
  disabled: string;
  updating: string;
  failed: string;
  points: string;
};

type Loaded = { key: string; total: GroupedCartTotal | null };

/**
 * The cart's spending limits (business carts under UseAmountLimit, spec §9): per customer the cart's
 * rows are for, their limit, what the period has used, this cart's share and what remains, in money
 * or points; an over-limit share is marked before checkout with who will decide, or that the order
 * would be refused. Asked 400 ms after the rows last changed (the cart's version), so a burst of
 * edits makes one call; an answer for an older version is never shown.
 */
export function CartLimits({
  lang,
  format,
  texts,
}: {
  lang: string;
  format: CurrencyFormat;
  texts: CartLimitsTexts;
}) {
  // The cart as the page's last action answered it (the cart islands' one store).
  const { cart } = useCartStore();
  const cartId = cart?.id ?? null;
  const key = cart ? `${cart.id}:${cart.version}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const latest = useRef(key);
  latest.current = key;
  useEffect(() => {
    if (!cartId) return;
    const timer = setTimeout(() => {
      groupedCartTotal(lang, cartId).then(
        (total) => latest.current === key && setLoaded({ key, total }),
        () => latest.current === key && setLoaded({ key, total: null }),
      );
    }, ROW_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lang, cartId, key]);
  const view = useMemo(
    () =>
      loaded?.total
        ? limitSharesView(loaded.total, format, (amount) => fillText(texts.points, { amount }))
        : null,
    [loaded, format, texts.points],
  );
  const updating = loaded?.key !== key;
  if (!cartId) return null;
  if (loaded && !loaded.total)
    return (
      <p
        className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700"
        role="status"
        data-testid="cart-limits-failed"
      >
        {texts.failed}
      </p>
    );
  if (!view || view.visibility === 'hidden' || view.rows.length === 0)
    return updating && loaded ? (
      <span role="status" className="sr-only">
        {texts.updating}
      </span>
    ) : null;
  const disabled = view.visibility === 'disabled';
  return (
    <section
      aria-labelledby="cart-limits-title"
      aria-busy={updating}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${disabled ? 'opacity-80' : ''}`}
      data-testid="cart-limits"
      data-visibility={view.visibility}
    >
      <h2 id="cart-limits-title" className="text-lg font-bold text-slate-900">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {fillText(texts.lead, { period: texts.periods[view.period] })}
      </p>
      {disabled && <p className="mt-1 text-sm text-slate-600">{texts.disabled}</p>}
      <ul className="mt-3 grid gap-3">
        {view.rows.map((row) => (
          <li
            key={row.customerId}
            className={`rounded-lg p-3 ring-1 ${row.state === 'overApprover' || row.state === 'overRefused' ? 'bg-amber-50 ring-amber-300' : 'bg-slate-50 ring-slate-200'}`}
            data-testid="cart-limit-row"
            data-state={row.state}
          >
            <p className="font-semibold text-slate-900">{row.name}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <Figure label={texts.limit} value={row.limit ?? texts.noLimit} />
              <Figure label={texts.used} value={row.used} />
              <Figure label={texts.thisCart} value={row.thisCart} />
              <Figure label={texts.remaining} value={row.remaining ?? '–'} testId="cart-limit-remaining" />
            </dl>
            {row.state !== 'noLimit' && (
              <p
                className={`mt-2 text-sm font-semibold ${row.state === 'within' ? 'text-emerald-800' : 'text-amber-900'}`}
                data-testid="cart-limit-state"
              >
                {row.state === 'within'
                  ? texts.within
                  : row.state === 'overApprover'
                    ? fillText(texts.overApprover, { name: row.approver ?? '' })
                    : texts.overRefused}
              </p>
            )}
          </li>
        ))}
      </ul>
      {view.companyOver && (
        <p
          role="alert"
          className="mt-3 text-sm font-semibold text-red-800"
          data-testid="cart-limits-company-over"
        >
          {texts.companyOver}
        </p>
      )}
      {updating && (
        <p role="status" className="mt-2 text-xs text-slate-600">
          {texts.updating}
        </p>
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
