'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { Button } from '@/ui';
import { chooseCartMerge } from './actions';

type Texts = {
  question: string;
  merge: string;
  mergeHelp: string;
  overwrite: string;
  overwriteHelp: string;
  working: string;
  failed: string;
};

function ChoiceButton({
  value,
  label,
  help,
  working,
  primary,
}: {
  value: 'merge' | 'overwrite';
  label: string;
  help: string;
  working: string;
  primary: boolean;
}) {
  const { pending, data } = useFormStatus();
  const mine = pending && data?.get('choice') === value;
  const helpId = `merge-${value}-help`;
  return (
    <div className="flex-1 basis-64">
      <Button
        type="submit"
        name="choice"
        value={value}
        variant={primary ? 'cta' : 'outline'}
        size={null}
        disabled={pending}
        aria-describedby={helpId}
        data-testid={`merge-${value}`}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 px-5 disabled:opacity-70"
      >
        {mine && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
          />
        )}
        {mine ? working : label}
      </Button>
      <p id={helpId} className="mt-2 text-sm text-slate-600">
        {help}
      </p>
    </div>
  );
}

/** Merge or overwrite: two submit buttons of one form, so the choice also works without script. */
export function CartMergeForm({ lang, texts }: { lang: string; texts: Texts }) {
  const [state, action] = useActionState(chooseCartMerge, { failed: false });
  return (
    <form action={action} className="mt-6" data-testid="cart-merge-form">
      <input type="hidden" name="lang" value={lang} />
      <fieldset>
        <legend className="text-lg font-bold text-slate-900">{texts.question}</legend>
        <div className="mt-3 flex flex-wrap gap-4">
          <ChoiceButton
            value="merge"
            label={texts.merge}
            help={texts.mergeHelp}
            working={texts.working}
            primary
          />
          <ChoiceButton
            value="overwrite"
            label={texts.overwrite}
            help={texts.overwriteHelp}
            working={texts.working}
            primary={false}
          />
        </div>
      </fieldset>
      {state.failed && (
        <p role="alert" className="mt-4 font-semibold text-red-800" data-testid="cart-merge-error">
          {texts.failed}
        </p>
      )}
    </form>
  );
}
