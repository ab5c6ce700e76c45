'use client';

import { formatDateTime } from '@workwear/domain/timeZones';
import { useEffect, useRef, useState, useTransition } from 'react';
import { fillText } from '@/features/cart/client';
import { ButtonLink, buttonClass } from '@/ui';
import { openSavedCart, removeSavedCart } from './actions';
import type { SavedCartsListTexts } from './savedCartsTexts';
import { onSavedNotice } from './savedNotice';

export type SavedCartItem = {
  id: string;
  version: number;
  name: string;
  modified: string;
  rowCount: number;
  quantity: number;
};

type Notice = { tone: 'ok' | 'error'; text: string };

/**
 * The saved carts with Open (the cart becomes the active one and the cart page opens; the cart that
 * was active is saved by the API) and Delete behind a confirm step. Notices are announced politely,
 * failures as alerts.
 */
export function SavedCartsList({
  lang,
  culture,
  timeZone,
  cartHref,
  carts,
  texts,
}: {
  lang: string;
  culture: string;
  /** The buyer's zone (savedCartsTimeZone): the server's render and the browser's must read alike. */
  timeZone: string;
  cartHref: string;
  carts: readonly SavedCartItem[];
  texts: SavedCartsListTexts;
}) {
  const [items, setItems] = useState(carts);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [, startTransition] = useTransition();
  const noticeRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus follows the confirm step: into it (Cancel, the safe answer) and back to Delete after Cancel.
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (returnFocusTo)
      document.querySelector<HTMLButtonElement>(`[data-delete-for="${returnFocusTo}"]`)?.focus();
  }, [confirming, returnFocusTo]);

  useEffect(
    () => onSavedNotice((name) => setNotice({ tone: 'ok', text: fillText(texts.savedNotice, { name }) })),
    [texts.savedNotice],
  );
  // A save on this page renders the page again into its answer: the list follows the server's.
  const [shown, setShown] = useState(carts);
  if (shown !== carts) {
    setShown(carts);
    setItems(carts);
  }

  const number = new Intl.NumberFormat(culture);
  const nameOf = (cart: SavedCartItem) => cart.name || texts.unnamed;

  const open = (cart: SavedCartItem) => {
    setBusy(cart.id);
    setNotice(null);
    startTransition(async () => {
      // On success the action redirects to the cart page (the awaited call throws Next's redirect,
      // which the router follows); only a failure comes back here.
      await openSavedCart({ lang, cartId: cart.id, version: cart.version });
      setBusy(null);
      setNotice({ tone: 'error', text: texts.openFailed });
    });
  };

  const remove = (cart: SavedCartItem) => {
    setBusy(cart.id);
    setNotice(null);
    startTransition(async () => {
      const result = await removeSavedCart({ lang, cartId: cart.id, version: cart.version });
      setBusy(null);
      setConfirming(null);
      if (!result.ok) {
        setNotice({ tone: 'error', text: texts.deleteFailed });
        return;
      }
      setItems((list) => list.filter((c) => c.id !== cart.id));
      setNotice({ tone: 'ok', text: fillText(texts.deleted, { name: nameOf(cart) }) });
      noticeRef.current?.focus();
    });
  };

  return (
    <div className="mt-6">
      <div
        ref={noticeRef}
        tabIndex={-1}
        aria-live="polite"
        className="outline-none"
        data-testid="saved-carts-notice"
      >
        {notice?.tone === 'ok' && (
          <p className="mb-4 rounded-md bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.tone === 'error' && (
        <p
          role="alert"
          data-testid="saved-carts-error"
          className="mb-4 rounded-md bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200"
        >
          {notice.text}
        </p>
      )}
      {items.length === 0 ? (
        <div
          data-testid="saved-carts-empty"
          className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <p className="font-semibold text-slate-900">{texts.empty}</p>
          <p className="mt-1 text-slate-600">{texts.emptyHelp}</p>
          <ButtonLink
            href={cartHref}
            variant="cta"
            size={null}
            className="mt-4 inline-flex min-h-11 items-center px-5"
          >
            {texts.toCart}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((cart) => (
            <li
              key={cart.id}
              data-testid="saved-cart"
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="break-words text-lg font-bold text-slate-900" data-testid="saved-cart-name">
                    {nameOf(cart)}
                  </h3>
                  <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                    <div className="flex gap-1">
                      <dt>{texts.saved}:</dt>
                      <dd className="text-slate-900">
                        <time dateTime={cart.modified} data-testid="saved-cart-date">
                          {formatDateTime(cart.modified, { culture, timeZone })}
                        </time>
                      </dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{texts.rows}:</dt>
                      <dd className="text-slate-900" data-testid="saved-cart-rows">
                        {number.format(cart.rowCount)}
                      </dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{texts.quantity}:</dt>
                      <dd className="text-slate-900" data-testid="saved-cart-quantity">
                        {number.format(cart.quantity)}
                      </dd>
                    </div>
                  </dl>
                </div>
                {confirming === cart.id ? (
                  <div className="flex flex-wrap items-center gap-2" data-testid="saved-cart-confirm">
                    <p className="w-full text-sm font-semibold text-slate-900 sm:w-auto">
                      {fillText(texts.confirmDelete, { name: nameOf(cart) })}
                    </p>
                    <button
                      type="button"
                      disabled={busy !== null}
                      onClick={() => remove(cart)}
                      data-testid="saved-cart-confirm-delete"
                      className="min-h-11 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
                    >
                      {texts.confirm}
                    </button>
                    <button
                      type="button"
                      ref={cancelRef}
                      onClick={() => {
                        setReturnFocusTo(cart.id);
                        setConfirming(null);
                      }}
                      className="min-h-11 rounded-md px-4 font-semibold text-slate-700 hover:bg-slate-100"
                    >
                      {texts.cancel}
                    </button>
                  </div>
                ) : (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={fillText(texts.openLabel, { name: nameOf(cart) })}
                      onClick={() => open(cart)}
                      data-testid="saved-cart-open"
                      className={buttonClass({
                        variant: 'cta',
                        size: null,
                        className: 'inline-flex min-h-11 items-center gap-2 px-5 disabled:opacity-60',
                      })}
                    >
                      {busy === cart.id && (
                        <span
                          aria-hidden="true"
                          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                        />
                      )}
                      {busy === cart.id ? texts.opening : texts.open}
                    </button>
                    <button
                      type="button"
                      disabled={busy !== null}
                      aria-label={fillText(texts.deleteLabel, { name: nameOf(cart) })}
                      data-delete-for={cart.id}
                      onClick={() => setConfirming(cart.id)}
                      data-testid="saved-cart-delete"
                      className="min-h-11 rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:border-slate-500 disabled:opacity-60"
                    >
                      {texts.delete}
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
