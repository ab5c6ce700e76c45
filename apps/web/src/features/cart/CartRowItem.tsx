'use client';

import type { CartRowView } from '@workwear/contracts';
import { CART_ROW_COMMENT_MAX_LENGTH } from '@workwear/domain/constants';
import { formatMoney } from '@workwear/domain/money';
import { shownAmount } from '@workwear/domain/moneyPair';
import { useEffect, useId, useRef, useState } from 'react';
import { AgreedPriceMark } from '@/features/pricing/client';
import type { CartDisplay } from './cartDisplay';
import type { CartPageTexts } from './cartTexts';
import { fillText } from './fillText';
import { QuantityStepper } from './QuantityStepper';

export type RowUiState = { saving: boolean; failed: boolean };

type Props = {
  row: CartRowView;
  display: CartDisplay;
  texts: CartPageTexts;
  productHref: string;
  quantity: number;
  comment: string;
  commentError: string | null;
  coWorkerError: string | null;
  ui: RowUiState;
  highlighted: boolean;
  /** The company's people, where the company requires a co-worker on every row; null: no choice shown. */
  coWorkers: readonly { id: number; name: string }[] | null;
  commentRequired: boolean;
  onQuantity: (quantity: number) => void;
  onComment: (comment: string) => void;
  onCoWorker: (coWorkerId: number | null) => void;
  /** The row just moved to another person's group: its co-worker choice takes the focus there. */
  focusCoWorker?: boolean;
  onRemove: () => void;
  onSplit: (() => void) | null;
};

/**
 * One row of the cart page: image, name, colour, size and article number, unit and line price (net
 * or gross by the price display, "Agreed price" beside one from an agreed list; none where prices are
 * hidden), the quantity stepper, comment and
 * co-worker, split and remove. Saving and failure are shown on the row itself.
 */
export function CartRowItem(props: Props) {
  const { row, display, texts, ui } = props;
  const id = useId();
  const [commentOpen, setCommentOpen] = useState(false);
  const commentField = useRef<HTMLInputElement>(null);
  // Opened by its button: the field the shopper asked for gets the focus.
  useEffect(() => {
    if (commentOpen) commentField.current?.focus();
  }, [commentOpen]);
  // A row moved to another person's group is a new element there: the focus follows it (issue 27).
  const coWorkerRef = useRef<HTMLSelectElement>(null);
  const { focusCoWorker } = props;
  useEffect(() => {
    if (focusCoWorker && document.activeElement !== coWorkerRef.current) coWorkerRef.current?.focus();
  }, [focusCoWorker]);
  // The comment field shows where it is required, holds text or an error, or was asked for.
  const showComment =
    props.commentRequired || commentOpen || props.comment !== '' || props.commentError !== null;
  const money = (minor: number) => formatMoney(minor, display);
  const discounted = shownAmount(row.discounted, display);
  const line = shownAmount(row.line, display);
  const name = `${row.name}, ${row.size}`;
  return (
    <li
      data-testid="cart-row"
      data-row-id={row.id}
      data-sku={row.sku}
      data-highlighted={props.highlighted ? '' : undefined}
      aria-busy={ui.saving}
      className={`relative flex gap-4 rounded-lg border bg-white p-4 transition-colors duration-700 sm:gap-5 ${
        ui.failed
          ? 'border-red-300 ring-1 ring-red-200'
          : props.highlighted
            ? 'border-orange-300 bg-orange-50 ring-1 ring-orange-200'
            : 'border-slate-200'
      }`}
    >
      {/* biome-ignore lint/performance/noImgElement: the API's product images, sized by the API. */}
      <img
        src={row.imageUrl || '/images/image-missing.webp'}
        alt=""
        width={96}
        height={96}
        className="h-20 w-20 shrink-0 rounded-md bg-slate-100 object-contain sm:h-24 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900 sm:text-base">
              <a href={props.productHref} className="hover:underline">
                {row.name}
              </a>
              {row.gift && (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-emerald-800">
                  {texts.row.gift}
                </span>
              )}
              {props.highlighted && (
                <span className="ml-2 rounded bg-orange-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-orange-900">
                  {texts.row.added}
                </span>
              )}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              {fillText(texts.row.colour, { colour: row.colour })} ·{' '}
              {fillText(texts.row.size, { size: row.size })}
            </p>
            <p className="text-xs text-slate-500">{fillText(texts.row.sku, { sku: row.sku })}</p>
          </div>
          {display.showPrices && (
            <div className="text-right text-sm" data-testid="row-prices">
              <p className="font-bold tabular-nums text-slate-900">
                <span className="sr-only">{texts.row.linePrice}: </span>
                <span data-testid="price">{money(discounted)}</span>
              </p>
              {discounted !== line && (
                <p className="text-xs tabular-nums text-slate-500 line-through">
                  <span data-testid="price">{money(line)}</span>
                </p>
              )}
              <p className="text-xs text-slate-500">
                {texts.row.unitPrice}{' '}
                <span data-testid="price" className="tabular-nums">
                  {money(shownAmount({ net: row.price, gross: row.priceIncVat }, display))}
                </span>
              </p>
              {row.agreed && <AgreedPriceMark label={texts.row.agreed} />}
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {row.gift ? (
            <p className="text-sm text-slate-700">× {row.quantity}</p>
          ) : (
            <QuantityStepper
              value={props.quantity}
              factor={row.quantityFactor}
              onChange={props.onQuantity}
              texts={texts.stepper}
              labelSuffix={name}
              size="sm"
              testId="row-quantity"
            />
          )}
          {props.onSplit && (
            <button
              type="button"
              onClick={props.onSplit}
              aria-label={fillText(texts.row.splitLabel, { name })}
              data-testid="row-split"
              className="rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
            >
              {texts.row.split}
            </button>
          )}
          {!row.gift && (
            <button
              type="button"
              onClick={props.onRemove}
              aria-label={fillText(texts.row.removeLabel, { name })}
              data-testid="row-remove"
              className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-red-800"
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
              </svg>
              {texts.row.remove}
            </button>
          )}
        </div>

        {!row.gift && (
          <div className="grid gap-3 sm:grid-cols-2">
            {showComment ? (
              <div>
                <label htmlFor={`${id}-comment`} className="block text-xs font-semibold text-slate-700">
                  {texts.row.comment}
                  {props.commentRequired && <span aria-hidden="true"> *</span>}
                </label>
                <input
                  id={`${id}-comment`}
                  data-testid="row-comment"
                  value={props.comment}
                  maxLength={CART_ROW_COMMENT_MAX_LENGTH}
                  required={props.commentRequired}
                  aria-invalid={props.commentError ? true : undefined}
                  aria-describedby={`${id}-comment-note`}
                  onChange={(e) => props.onComment(e.target.value)}
                  ref={commentField}
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm aria-invalid:border-red-600 focus:border-brand-600 focus:outline-none"
                />
                <p
                  id={`${id}-comment-note`}
                  className={`mt-1 text-xs ${props.commentError ? 'font-semibold text-red-700' : 'text-slate-500'}`}
                >
                  {props.commentError ??
                    fillText(texts.row.commentHint, { max: CART_ROW_COMMENT_MAX_LENGTH })}
                </p>
              </div>
            ) : (
              <div>
                <button
                  type="button"
                  data-testid="row-add-comment"
                  onClick={() => setCommentOpen(true)}
                  className="inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
                >
                  {texts.row.addComment}
                </button>
              </div>
            )}
            {props.coWorkers && (
              <div>
                <label htmlFor={`${id}-coworker`} className="block text-xs font-semibold text-slate-700">
                  {texts.row.coWorker} <span aria-hidden="true">*</span>
                </label>
                <select
                  id={`${id}-coworker`}
                  ref={coWorkerRef}
                  data-testid="row-coworker"
                  value={row.coWorkerId ?? ''}
                  required
                  aria-invalid={props.coWorkerError ? true : undefined}
                  aria-describedby={props.coWorkerError ? `${id}-coworker-error` : undefined}
                  onChange={(e) => props.onCoWorker(e.target.value === '' ? null : Number(e.target.value))}
                  className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-invalid:border-red-600 focus:border-brand-600 focus:outline-none"
                >
                  <option value="">{texts.row.chooseCoWorker}</option>
                  {props.coWorkers.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {props.coWorkerError && (
                  <p id={`${id}-coworker-error`} className="mt-1 text-xs font-semibold text-red-700">
                    {props.coWorkerError}
                  </p>
                )}
              </div>
            )}
          </div>
        )}

        <p aria-live="polite" className="min-h-4 text-xs" data-testid="row-status">
          {ui.saving ? (
            <span className="inline-flex items-center gap-1.5 text-slate-600">
              <span
                aria-hidden="true"
                className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700"
              />
              {texts.row.saving}
            </span>
          ) : ui.failed ? (
            <span className="font-semibold text-red-700">{texts.row.saveFailed}</span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
