'use client';

import { formatMoney } from '@workwear/domain/money';
import { shownAmount } from '@workwear/domain/moneyPair';
import { useEffect, useId } from 'react';
import { AgreedPriceMark } from '@/features/pricing/client';
import { Button, ButtonLink, Dialog, useDialog } from '@/ui';
import type { CartDisplay } from './cartDisplay';
import { useCartStore } from './cartStore';
import type { MiniCartTexts } from './cartTexts';
import { fillText } from './fillText';
import { TotalsPanel } from './TotalsPanel';

export type MiniCartProps = {
  texts: MiniCartTexts;
  display: CartDisplay;
  cartHref: string;
  /** Opens by itself after an add: anonymous visitors and consumers; business users only with useNewMinicartB2B. */
  autoOpen: boolean;
};

/**
 * The mini cart: a drawer from the right (a native modal <dialog>: focus moves in and stays there,
 * Escape closes it, and focus goes back to where it was, the add button) listing the cart's rows,
 * the totals and the way to the cart page. It opens after each add where autoOpen allows.
 */
export function MiniCartDrawer({ texts, display, cartHref, autoOpen }: MiniCartProps) {
  const { cart, addSequence, added } = useCartStore();
  const dialog = useDialog();
  const titleId = useId();
  const { open, close } = dialog;

  useEffect(() => {
    if (autoOpen && addSequence > 0) open();
  }, [addSequence, autoOpen, open]);

  const rows = cart?.rows.filter((r) => r.parentRowId === null) ?? [];

  return (
    <Dialog
      dialog={dialog}
      labelledBy={titleId}
      closeOnBackdrop
      data-testid="mini-cart"
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 open:flex open:flex-col"
    >
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="text-emerald-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M4 12.5l5 5L20 6.5" />
          </svg>
          {texts.title}
        </h2>
        <Button
          onClick={close}
          data-testid="mini-cart-close"
          variant="secondary"
          size="xs"
          className="inline-flex items-center gap-1.5"
        >
          <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
          </svg>
          {texts.close}
        </Button>
      </header>
      <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-5" data-testid="mini-cart-rows">
        {rows.map((row) => (
          <li
            key={row.id}
            className={`flex gap-3 py-4 ${added?.rowId === row.id ? 'rounded-md bg-orange-50 ring-1 ring-orange-200 -mx-2 px-2' : ''}`}
          >
            {/* biome-ignore lint/performance/noImgElement: the API's product images, sized by the API. */}
            <img
              src={row.imageUrl || '/images/image-missing.webp'}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-md bg-slate-100 object-contain"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-slate-900">{row.name}</p>
              <p className="text-slate-600">
                {fillText(texts.colour, { colour: row.colour })} · {fillText(texts.size, { size: row.size })}
              </p>
              <p className="text-slate-600">
                {texts.quantity}: <span className="font-semibold text-slate-900">{row.quantity}</span>
                {row.gift && (
                  <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                    {texts.gift}
                  </span>
                )}
              </p>
            </div>
            {display.showPrices && (
              <div className="shrink-0 text-right text-sm">
                <p className="font-semibold tabular-nums">
                  <span data-testid="price">
                    {formatMoney(shownAmount(row.discounted, display), display)}
                  </span>
                </p>
                {row.agreed && <AgreedPriceMark label={texts.agreed} />}
              </div>
            )}
          </li>
        ))}
      </ul>
      <footer className="border-t border-slate-200 bg-slate-50 px-5 py-4">
        {cart && display.showPrices ? (
          <TotalsPanel
            totals={cart.totals}
            freeDelivery={cart.freeDelivery}
            display={display}
            texts={texts.totals}
            compact
          />
        ) : (
          <p className="text-sm text-slate-600">{texts.pricesHidden}</p>
        )}
        <div className="mt-4 flex flex-col gap-2">
          <ButtonLink
            href={cartHref}
            variant="cta"
            size={null}
            data-testid="mini-cart-to-cart"
            className="flex h-11 items-center justify-center px-4 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {texts.toCart}
          </ButtonLink>
          <button
            type="button"
            onClick={close}
            className="h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {texts.continue}
          </button>
        </div>
      </footer>
    </Dialog>
  );
}
