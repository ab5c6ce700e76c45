'use client';

import type { Ref } from 'react';
import type { CheckoutBlocker } from './checkoutAvailability';
import type { SendResult } from './checkoutResults';
import type { OrderErrorTexts } from './checkoutTexts';
import { type NamedLine, orderFailureText } from './orderErrorText';

export type SendFailureTexts = {
  title: string;
  fixOrderDetails: string;
  blocked: Readonly<Record<CheckoutBlocker, string>>;
};

/**
 * Why the order was not sent, in the visitor's language (the orderErrors namespace by code): code 10
 * names the lines that ran out and says the cart is kept (its message does); a field of the order details sends the
 * buyer back to step 2 to fix it. Focus moves here after a refused send.
 */
export function SendFailure({
  ref,
  failure,
  lines,
  orderHref,
  texts,
  errorTexts,
}: {
  ref: Ref<HTMLDivElement>;
  failure: Extract<SendResult, { ok: false }>;
  /** The cart's lines, to name the skus a refusal is about. */
  lines: readonly NamedLine[];
  orderHref: string;
  texts: SendFailureTexts;
  errorTexts: OrderErrorTexts;
}) {
  const message = failure.blocker
    ? texts.blocked[failure.blocker]
    : orderFailureText(failure.failure, errorTexts, lines);
  // A field of step 2 is at fault, or the code says to fix the order details (14 cellphone, 26 references).
  const refusedCode = failure.failure.kind === 'refused' ? failure.failure.code : null;
  const orderFields =
    (failure.fields ?? []).some((f) => f.step === 2) || refusedCode === 14 || refusedCode === 26;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="checkout-send-error"
      data-code={failure.failure.kind === 'refused' ? failure.failure.code : undefined}
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 focus:outline-3 focus:outline-red-700"
    >
      <p className="font-bold">{texts.title}</p>
      <p className="mt-1">{message}</p>
      {orderFields && (
        <a href={orderHref} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {texts.fixOrderDetails}
        </a>
      )}
    </div>
  );
}
