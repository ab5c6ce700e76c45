import type { OrderSummary } from '@workwear/contracts';
import type { KeyedVerdict } from './addressCheck';
import type { SendResult } from './checkoutResults';
import type { OrderStepInput } from './checkoutSchemas';
import type { SummaryState } from './SummaryPanel';

export type SendRefusal = Extract<SendResult, { ok: false }>;

/**
 * Step 3's state besides its form fields: step 2's draft (undefined while it is read, null when there
 * is none and the buyer is sent back), the chosen address (a saved one's key or NEW_ADDRESS), the
 * address check's verdict, the live summary, and the send with its idempotency key.
 */
export type DeliveryStepState = {
  readonly orderDraft: OrderStepInput | null | undefined;
  readonly choice: string;
  readonly verdict: KeyedVerdict | null;
  readonly summary: SummaryState;
  readonly sendKey: string;
  readonly sending: boolean;
  /** Send was pressed while the step was not valid. */
  readonly refused: boolean;
  readonly failure: SendRefusal | null;
  /**
   * Where focus goes after a refused send, moved once React has committed the refusal (or the fields'
   * errors). A new object per refusal, so every refusal moves focus.
   */
  readonly focusAfterSend: { readonly to: 'failure' | 'fields' } | null;
};

export type DeliveryStepAction =
  | { readonly type: 'draftMissing' }
  | { readonly type: 'draftRestored'; readonly order: OrderStepInput; readonly choice: string | undefined }
  | { readonly type: 'addressPicked'; readonly choice: string }
  | { readonly type: 'verdict'; readonly verdict: KeyedVerdict | null }
  | { readonly type: 'summaryUpdating' }
  | { readonly type: 'summaryAnswered'; readonly summary: OrderSummary }
  | { readonly type: 'summaryFailed'; readonly message: string | null }
  | { readonly type: 'sendRefused' }
  | { readonly type: 'sendStarted' }
  | {
      readonly type: 'sendFailed';
      readonly refusal: SendRefusal;
      /** The address this answer's verdict is about (addressKey of the sent address). */
      readonly addressKey: string;
      readonly focusTo: 'failure' | 'fields';
    };

export function initialDeliveryStep(input: {
  choice: string;
  sendKey: string;
  initialSummary: OrderSummary | null;
}): DeliveryStepState {
  return {
    orderDraft: undefined,
    choice: input.choice,
    verdict: null,
    summary: input.initialSummary
      ? { status: 'ready', summary: input.initialSummary }
      : { status: 'updating', summary: null },
    sendKey: input.sendKey,
    sending: false,
    refused: false,
    failure: null,
    focusAfterSend: null,
  };
}

export function deliveryStepReducer(state: DeliveryStepState, action: DeliveryStepAction): DeliveryStepState {
  switch (action.type) {
    case 'draftMissing':
      return { ...state, orderDraft: null };
    case 'draftRestored':
      return { ...state, orderDraft: action.order, choice: action.choice ?? state.choice };
    case 'addressPicked':
      return { ...state, choice: action.choice };
    case 'verdict':
      return { ...state, verdict: action.verdict };
    case 'summaryUpdating':
      // The last summary stays shown (dimmed) while the next is computed.
      return { ...state, summary: { status: 'updating', summary: state.summary.summary } };
    case 'summaryAnswered':
      return { ...state, summary: { status: 'ready', summary: action.summary } };
    case 'summaryFailed':
      return {
        ...state,
        summary: { status: 'failed', summary: state.summary.summary, message: action.message },
      };
    case 'sendRefused':
      return { ...state, refused: true };
    case 'sendStarted':
      return { ...state, refused: false, failure: null, sending: true };
    case 'sendFailed': {
      const { refusal } = action;
      return {
        ...state,
        sending: false,
        sendKey: refusal.sendKey || state.sendKey,
        failure: refusal,
        verdict: refusal.addressVerdict
          ? { key: action.addressKey, verdict: refusal.addressVerdict }
          : state.verdict,
        focusAfterSend: { to: action.focusTo },
      };
    }
  }
}
