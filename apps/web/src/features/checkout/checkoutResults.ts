import type { OrderSummary, PAYMENT_DECLINE_REASONS } from '@workwear/contracts';
import type { AddressVerdict } from './addressCheck';
import type { CheckoutBlocker } from './checkoutAvailability';
import type { OrderFailure } from './orderErrorText';
import type { FormField } from './payloadFields';

/** What the checkout's server actions answer (actions.ts); plain data, so the browser can take it. */

export type SummaryResult =
  | { readonly ok: true; readonly summary: OrderSummary }
  | { readonly ok: false; readonly failure: OrderFailure };

/** A field error of a send: the form field and the domain's message (translated in the browser). */
export type SendFieldError = FormField & { readonly message: string };

export type SendResult =
  | { readonly ok: true; readonly orderId: string; readonly href: string }
  | {
      readonly ok: false;
      readonly failure: OrderFailure;
      /** The key the next send must carry (a new one after a definite refusal). */
      readonly sendKey: string;
      readonly fields?: readonly SendFieldError[];
      /** The server's own address check disagreed with the page's: the page takes this one. */
      readonly addressVerdict?: AddressVerdict;
      readonly blocker?: CheckoutBlocker;
    };

export type PayDeclineReason = (typeof PAYMENT_DECLINE_REASONS)[number];

export type PayResult =
  | { readonly ok: true; readonly href: string }
  | { readonly ok: false; readonly reason: 'declined'; readonly declineReason: PayDeclineReason | null }
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly fields: readonly { field: string; message: string }[];
    }
  | { readonly ok: false; readonly reason: 'notAwaiting'; readonly href: string }
  | { readonly ok: false; readonly reason: 'failed' };

export type CancelState = { readonly failed: boolean };
