'use client';

import { useActionState, useId } from 'react';
import { Button, Dialog, useDialog } from '@/ui';
import { type DecisionAnswer, withdrawApproval } from './actions';

export type WithdrawTexts = {
  button: string;
  help: string;
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  keep: string;
  busy: string;
};

/**
 * The buyer's "Withdraw to edit the cart": a confirm step (a modal dialog: Escape or "Keep it waiting"
 * leaves it), then the order is cancelled and the buyer goes to the cart, which is theirs again.
 */
export function WithdrawForm({
  lang,
  orderId,
  version,
  texts,
}: {
  lang: string;
  orderId: string;
  version: number;
  texts: WithdrawTexts;
}) {
  const [answer, formAction, pending] = useActionState<DecisionAnswer | null, FormData>(
    withdrawApproval,
    null,
  );
  const dialog = useDialog();
  const titleId = useId();
  const helpId = useId();
  return (
    <div data-testid="withdraw">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="lg"
          className="min-h-11"
          aria-describedby={helpId}
          onClick={dialog.open}
          data-testid="withdraw-button"
        >
          {texts.button}
        </Button>
        <p id={helpId} className="text-sm text-slate-600">
          {texts.help}
        </p>
      </div>
      {answer && !answer.ok && (
        <p role="alert" className="mt-2 font-semibold text-red-800" data-testid="withdraw-answer">
          {answer.text}
        </p>
      )}
      <Dialog
        dialog={dialog}
        labelledBy={titleId}
        closeOnBackdrop
        className="w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
        data-testid="withdraw-dialog"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {texts.confirmTitle}
        </h2>
        <p className="mt-2 text-slate-700">{texts.confirmText}</p>
        <form action={formAction} aria-busy={pending} className="mt-5 flex flex-wrap gap-3">
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="version" value={version} />
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="min-h-11 disabled:opacity-60"
            data-testid="withdraw-confirm"
          >
            {pending ? texts.busy : texts.confirm}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className="min-h-11"
            onClick={dialog.close}
            disabled={pending}
          >
            {texts.keep}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
