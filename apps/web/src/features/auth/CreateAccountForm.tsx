'use client';

import { type SignUpValues, signUpIssues } from '@workwear/domain/account/profileRules';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldMessageTexts } from '@/features/checkout/client';
import { fieldMessage } from '@/features/checkout/client';
import { Button, focusFirstError, NameFields, TextField, useForm } from '@/ui';
import { type FormAnswer, signUp } from './accountActions';

const DEFAULTS: SignUpValues = { firstName: '', lastName: '', email: '', password: '', newsletter: false };

export type CreateAccountTexts = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordHint: string;
  newsletter: string;
  submit: string;
  submitting: string;
  sent: string;
  failed: string;
  tooMany: string;
  notHere: string;
  /** Every field rule's message (names, e-mail, password rules) in the page's language. */
  errors: FieldMessageTexts;
};

/**
 * The create-account form: the domain's sign-up rules in the browser (the API checks them again,
 * with its password strength estimate), then the server action. Success shows where the link went.
 */
export function CreateAccountForm({ texts, language }: { texts: CreateAccountTexts; language: string }) {
  const form = useForm({ defaults: DEFAULTS, check: signUpIssues });
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const errorOf = (path: keyof SignUpValues) => {
    const message = form.errorOf(path);
    return message ? fieldMessage(texts.errors, message) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.showErrors();
    if (!form.isValid) {
      focusFirstError(formRef.current);
      return;
    }
    if (busy) return;
    setBusy(true);
    const values = form.getValues();
    const result = await signUp({ ...values, language }).catch(
      (): FormAnswer => ({ ok: false, error: 'failed' }),
    );
    setBusy(false);
    setAnswer(result);
    if (result.ok) setSentTo(values.email.trim());
    else if (result.error === 'fields') {
      for (const [field, message] of Object.entries(result.fields ?? {})) form.setError(field, message);
      focusFirstError(formRef.current);
    }
  };

  if (answer?.ok) {
    return (
      <p
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
        data-testid="create-account-sent"
      >
        {texts.sent.replace('{email}', sentTo)}
      </p>
    );
  }
  const refusal =
    answer && !answer.ok && answer.error !== 'fields'
      ? { tooMany: texts.tooMany, notHere: texts.notHere, failed: texts.failed }[answer.error]
      : null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <NameFields idPrefix="signup" labels={texts} errorOf={errorOf} register={form.register} />
      <TextField
        id="signup-email"
        label={texts.email}
        error={errorOf('email')}
        registration={form.register('email')}
        input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
      />
      <TextField
        id="signup-password"
        label={texts.password}
        hint={texts.passwordHint}
        error={errorOf('password')}
        registration={form.register('password')}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <label className="flex items-start gap-3 text-slate-800">
        <input type="checkbox" className="mt-1 h-5 w-5 accent-brand-700" {...form.register('newsletter')} />
        <span>{texts.newsletter}</span>
      </label>
      <Button type="submit" size="xl" className="w-full disabled:opacity-70" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
