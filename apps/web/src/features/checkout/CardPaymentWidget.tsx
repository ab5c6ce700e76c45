'use client';

import {
  cardCvcIssue,
  cardExpiryIssue,
  cardNumberIssue,
  formatCardExpiry,
} from '@workwear/domain/checkout/cardRules';
import { INVALID_INPUT } from '@workwear/domain/checkout/invalidInput';
import { groupCardNumber, TEST_CARDS, type TestCardOutcome } from '@workwear/domain/checkout/testCards';
import { useRouter } from 'next/navigation';
import { useActionState, useRef, useState } from 'react';
import { cartStore } from '@/features/cart/client';
import { Button, focusFirstError, useForm } from '@/ui';
import { cancelPayment, payOrder } from './actions';
import type { PayDeclineReason } from './checkoutResults';
import { TextField } from './FormFields';
import { type FieldMessageTexts, fieldMessage } from './fieldMessage';

export type CardPaymentTexts = {
  title: string;
  lead: string;
  amount: string;
  number: string;
  expiry: string;
  /** The expiry's pattern in the page's language ('MM/ÅÅ'). */
  expiryPlaceholder: string;
  cvc: string;
  holder: string;
  button: string;
  paying: string;
  declined: Readonly<Record<PayDeclineReason, string>>;
  failed: string;
  notAwaiting: string;
  testTitle: string;
  testLead: string;
  testOutcomes: Readonly<Record<TestCardOutcome, string>>;
  cancel: string;
  cancelHint: string;
  cancelling: string;
  cancelFailed: string;
  optional: string;
  errors: FieldMessageTexts;
};

type CardFields = { number: string; expiry: string; cvc: string; holder: string };

const HOLDER_MAX = 100;
const at = (path: keyof CardFields, message: string | null) => (message ? [{ path, message }] : []);
/** The card's fields by the domain's card rules (the server action checks the same); the holder is optional. */
const cardIssues = (card: CardFields) => [
  ...at('number', cardNumberIssue(card.number)),
  ...at('expiry', cardExpiryIssue(card.expiry, new Date())),
  ...at('cvc', cardCvcIssue(card.cvc)),
  ...at('holder', card.holder.trim().length > HOLDER_MAX ? INVALID_INPUT : null),
];
const NO_CARD: CardFields = { number: '', expiry: '', cvc: '', holder: '' };

type Problem = { text: string; href?: string };

/**
 * The card form's fields (useForm, the domain's card rules) and its pay step: the pay button locks
 * while paying and unlocks when the widget shows an error.
 */
function useCardPayment(lang: string, orderId: string, texts: CardPaymentTexts) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, getValues, setValue, setError, showErrors, errorOf, isValid } = useForm({
    defaults: NO_CARD,
    check: cardIssues,
  });
  const error = (path: keyof CardFields) => {
    const message = errorOf(path);
    return message ? fieldMessage(texts.errors, message) : undefined;
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isValid) {
      showErrors();
      focusFirstError(formRef.current);
      return;
    }
    if (paying) return;
    setPaying(true);
    setProblem(null);
    // As typed: the server action checks the card with the same schema before it pays.
    const card = getValues();
    const result = await payOrder({ lang, orderId, card }).catch(() => ({
      ok: false as const,
      reason: 'failed' as const,
    }));
    if (result.ok) {
      cartStore.setCart(null);
      router.push(result.href);
      return;
    }
    // The widget shows an error: the pay button unlocks.
    setPaying(false);
    if (result.reason === 'invalid') {
      for (const f of result.fields) {
        const field = (['number', 'expiry', 'cvc', 'holder'] as const).find((k) => k === f.field) ?? 'number';
        setError(field, f.message);
      }
      focusFirstError(formRef.current);
      return;
    }
    if (result.reason === 'declined') {
      setProblem({ text: result.declineReason ? texts.declined[result.declineReason] : texts.failed });
    } else if (result.reason === 'notAwaiting') {
      setProblem({ text: texts.notAwaiting, href: result.href });
    } else {
      setProblem({ text: texts.failed });
    }
    window.requestAnimationFrame(() => errorRef.current?.focus());
  };

  // The expiry takes its slash as it is typed ('1235' becomes '12/35'), caret at the end.
  const expiry = register('expiry', {
    onChange: (event) => {
      const formatted = formatCardExpiry(event.target.value);
      if (formatted === event.target.value) return;
      event.target.value = formatted;
      setValue('expiry', formatted);
    },
  });
  return { formRef, errorRef, paying, problem, register, expiry, error, pay };
}

/** The built-in provider's test cards and what each one does. */
function TestCards({
  title,
  lead,
  outcomes,
}: {
  title: string;
  lead: string;
  outcomes: Readonly<Record<TestCardOutcome, string>>;
}) {
  return (
    <div
      className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
      data-testid="test-cards"
    >
      <p className="font-bold">{title}</p>
      <p className="mt-1">{lead}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{groupCardNumber(card.number)}</span> — {outcomes[card.outcome]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The card payment widget of an order that awaits its payment (method 168): number, expiry, CVC and
 * holder, checked in form by the domain's card rules, then paid through the storefront's server
 * (POST orders/{id}/payments). The pay button locks while paying and unlocks when the widget shows an
 * error: a declined card names the reason and the buyer may try again on the same order. Cancel
 * leaves the payment (and the order) and releases its stock.
 */
export function CardPaymentWidget({
  lang,
  orderId,
  amount,
  testMode,
  texts,
}: {
  lang: string;
  orderId: string;
  /** The order's total, formatted. */
  amount: string;
  /** The built-in provider's test mode: the test cards are listed. */
  testMode: boolean;
  texts: CardPaymentTexts;
}) {
  const { formRef, errorRef, paying, problem, register, expiry, error, pay } = useCardPayment(
    lang,
    orderId,
    texts,
  );
  const [cancelState, cancel, cancelling] = useActionState(cancelPayment, { failed: false });

  return (
    <section aria-labelledby="card-payment-title" data-testid="card-payment" className="flex flex-col gap-5">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="card-payment-title" className="text-lg font-bold text-slate-900">
          {texts.title}
        </h2>
        <p className="mt-1 text-slate-700">{texts.lead}</p>
        <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <span className="text-sm text-slate-600">{texts.amount}</span>
          <span className="text-xl font-bold tabular-nums text-slate-900" data-testid="payment-amount">
            {amount}
          </span>
        </p>
        <form ref={formRef} noValidate onSubmit={pay} className="mt-5 grid gap-4 sm:grid-cols-4">
          <TextField
            id="card-number"
            className="sm:col-span-4"
            label={texts.number}
            autoComplete="cc-number"
            inputMode="numeric"
            error={error('number')}
            registration={register('number')}
          />
          <TextField
            id="card-expiry"
            className="sm:col-span-2"
            label={texts.expiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={texts.expiryPlaceholder}
            error={error('expiry')}
            registration={expiry}
          />
          <TextField
            id="card-cvc"
            className="sm:col-span-2"
            label={texts.cvc}
            autoComplete="cc-csc"
            inputMode="numeric"
            error={error('cvc')}
            registration={register('cvc')}
          />
          <TextField
            id="card-holder"
            className="sm:col-span-4"
            label={texts.holder}
            marker={texts.optional}
            autoComplete="cc-name"
            error={error('holder')}
            registration={register('holder')}
          />
          <p
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            data-testid="payment-error"
            className="text-sm font-medium text-red-700 focus:outline-none sm:col-span-4"
          >
            {problem?.text}
            {problem?.href && (
              <>
                {' '}
                <a href={problem.href} className="underline underline-offset-4">
                  →
                </a>
              </>
            )}
          </p>
          <Button
            type="submit"
            variant="cta"
            size="xl"
            disabled={paying}
            aria-busy={paying || undefined}
            data-testid="pay-button"
            className="inline-flex h-12 items-center justify-center gap-2 disabled:cursor-wait disabled:bg-slate-400 sm:col-span-4"
          >
            {paying && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            )}
            {paying ? texts.paying : texts.button}
          </Button>
        </form>
      </div>

      {testMode && <TestCards title={texts.testTitle} lead={texts.testLead} outcomes={texts.testOutcomes} />}

      <form action={cancel} className="flex flex-col gap-1">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="orderId" value={orderId} />
        <button
          type="submit"
          disabled={cancelling || paying}
          data-testid="cancel-payment"
          aria-describedby="cancel-payment-hint"
          className="self-start text-sm font-semibold text-slate-800 underline underline-offset-4 hover:text-slate-950 disabled:text-slate-500"
        >
          {cancelling ? texts.cancelling : texts.cancel}
        </button>
        <p id="cancel-payment-hint" className="text-sm text-slate-600">
          {texts.cancelHint}
        </p>
        {cancelState.failed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {texts.cancelFailed}
          </p>
        )}
      </form>
    </section>
  );
}
