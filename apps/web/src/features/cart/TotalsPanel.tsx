'use client';

import type { CartView } from '@workwear/contracts';
import { formatMoney } from '@workwear/domain/money';
import type { CartDisplay } from './cartDisplay';
import type { TotalsTexts } from './cartTexts';
import { freeDeliveryLeft, totalsLines } from './cartTotalsView';
import { fillText } from './fillText';

type Props = {
  totals: CartView['totals'];
  /** The cart's progress toward free delivery (the API's freeDelivery), told under the total. */
  freeDelivery?: CartView['freeDelivery'];
  display: CartDisplay;
  texts: TotalsTexts;
  compact?: boolean;
};

/**
 * Products, discount, delivery, tax and the total, formatted the market's way (formatMoney), and
 * what is left to free delivery when the cart has a threshold to reach.
 */
export function TotalsPanel({ totals, freeDelivery, display, texts, compact }: Props) {
  const money = (minor: number) => formatMoney(minor, display);
  const left = freeDeliveryLeft(freeDelivery, display);
  return (
    <>
      <dl
        data-testid="cart-totals"
        data-prices=""
        className={`grid grid-cols-[1fr_auto] ${compact ? 'gap-y-1.5' : 'gap-y-2.5'} text-sm`}
      >
        {totalsLines(totals, display).map((line) => {
          if (line.key === 'salesTaxTbd')
            return (
              <div key={line.key} className="contents">
                <dt className="text-slate-600">{texts.salesTaxTbd}</dt>
                <dd />
              </div>
            );
          const value = line.key === 'delivery' && line.amount === 0 ? texts.free : money(line.amount);
          return (
            <div key={line.key} className="contents" data-testid={`totals-${line.key}`}>
              <dt className={line.key === 'subtotal' ? 'font-medium text-slate-800' : 'text-slate-600'}>
                {texts[line.key]}
              </dt>
              <dd
                className={`pl-4 text-right tabular-nums ${line.key === 'discount' ? 'font-semibold text-emerald-700' : 'text-slate-900'}`}
              >
                {value}
              </dd>
            </div>
          );
        })}
        <div className="contents" data-testid="totals-total">
          <dt className="mt-2 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
            {texts.total}{' '}
            {totals.salesTax.kind === 'none' && (
              <span className="text-xs font-normal text-slate-500">{texts.incVat}</span>
            )}
          </dt>
          <dd className="mt-2 border-t border-slate-200 pl-4 pt-3 text-right text-base font-bold tabular-nums text-slate-900">
            {money(totals.totalGross)}
          </dd>
        </div>
      </dl>
      {left !== undefined && (
        <p
          data-testid="free-delivery-left"
          className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          {fillText(texts.freeDeliveryLeft, { amount: money(left) })}
        </p>
      )}
    </>
  );
}
