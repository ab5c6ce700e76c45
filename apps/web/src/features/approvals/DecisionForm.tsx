'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef } from 'react';
import { Button, Field, fieldControlProps } from '@/ui';
import { type DecisionAnswer, decideApproval } from './actions';

export type DecisionFormTexts = {
  message: string;
  messageHint: string;
  approve: string;
  deny: string;
  busy: string;
};

/**
 * Approve or deny one waiting order, with a message to the buyer (required to deny: the field error is
 * in the visitor's language, from the same rule the API applies). The form names the approval version
 * the visitor saw, so a decision someone else made meanwhile answers with how the order now stands.
 * Without script it posts and the page shows the answer; with script the page's data is refreshed.
 */
export function DecisionForm({
  lang,
  orderId,
  orderNo,
  version,
  label,
  refresh,
  texts,
}: {
  lang: string;
  orderId: string;
  orderNo: number;
  version: number;
  /** The form's accessible name: which order it decides. */
  label: string;
  /** Read the page again after a decision (the order page's state); a list keeps the card and its answer. */
  refresh: boolean;
  texts: DecisionFormTexts;
}) {
  const [answer, formAction, pending] = useActionState<DecisionAnswer | null, FormData>(decideApproval, null);
  const router = useRouter();
  const id = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const fieldError =
    answer && !answer.ok && (answer.failure === 'messageRequired' || answer.failure === 'messageTooLong')
      ? answer.text
      : undefined;
  // Decided, by the visitor or by someone first: the form has nothing more to send.
  const decided = answer?.ok === true || (answer?.ok === false && answer.failure === 'conflict');
  useEffect(() => {
    if (fieldError) messageRef.current?.focus();
    if (decided && refresh) router.refresh();
  }, [decided, refresh, fieldError, router]);
  const messageId = `${id}-message`;
  return (
    <form
      action={formAction}
      aria-label={label}
      aria-busy={pending}
      className="grid gap-3"
      data-testid="decision-form"
      data-order-no={orderNo}
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="version" value={version} />
      {!decided && (
        <>
          <Field id={messageId} label={texts.message} hint={texts.messageHint} error={fieldError}>
            <textarea
              ref={messageRef}
              name="message"
              rows={2}
              maxLength={600}
              {...fieldControlProps(messageId, texts.messageHint, fieldError)}
              data-testid="decision-message"
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="kind"
              value="approve"
              size="lg"
              disabled={pending}
              className="min-h-11 disabled:opacity-60"
              data-testid="approve-button"
            >
              {texts.approve}
            </Button>
            <Button
              type="submit"
              name="kind"
              value="deny"
              variant="secondary"
              size="lg"
              disabled={pending}
              className="min-h-11 text-red-800 disabled:opacity-60"
              data-testid="deny-button"
            >
              {texts.deny}
            </Button>
            {pending && (
              <span role="status" className="self-center text-sm text-slate-600">
                {texts.busy}
              </span>
            )}
          </div>
        </>
      )}
      {answer && !fieldError && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`rounded-md px-3 py-2 text-sm font-semibold ${answer.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
          data-testid="decision-answer"
          data-outcome={answer.ok ? answer.kind : answer.failure}
        >
          {answer.text}
        </p>
      )}
    </form>
  );
}
