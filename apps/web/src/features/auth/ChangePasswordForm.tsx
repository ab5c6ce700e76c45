'use client';

import type { FieldIssue } from '@workwear/domain/checkout/checkoutFieldRules';
import { brokenPasswordRules, PASSWORD_RULES } from '@workwear/domain/passwordRules';
import { type FormEvent, useRef, useState } from 'react';
import { Button, focusFirstError, TextField, useForm } from '@/ui';
import { changePassword, type PasswordAnswer } from './accountActions';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const DEFAULTS: Values = { currentPassword: '', newPassword: '', confirm: '' };

/** The current password is needed; the new one follows the domain's rules and is typed twice. */
function passwordChangeIssues({ currentPassword, newPassword, confirm }: Values): FieldIssue[] {
  return [
    ...(currentPassword === '' ? [{ path: 'currentPassword', message: 'required' }] : []),
    ...brokenPasswordRules(newPassword).map((rule) => ({
      path: 'newPassword',
      message: PASSWORD_RULES[rule],
    })),
    ...(newPassword !== confirm ? [{ path: 'confirm', message: 'mismatch' }] : []),
  ];
}

export type ChangePasswordTexts = {
  currentPassword: string;
  newPassword: string;
  confirm: string;
  rules: string;
  submit: string;
  saving: string;
  done: string;
  required: string;
  wrongCurrent: string;
  broken: string;
  mismatch: string;
  weak: string;
  tooMany: string;
  failed: string;
};

/** The account page's password change (the API ends the other sessions; this browser stays signed in). */
export function ChangePasswordForm({ texts }: { texts: ChangePasswordTexts }) {
  const form = useForm({ defaults: DEFAULTS, check: passwordChangeIssues, showErrors: 'afterSubmit' });
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<PasswordAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const messages: Record<string, string> = {
    required: texts.required,
    mismatch: texts.mismatch,
    current: texts.wrongCurrent,
  };
  const errorOf = (path: keyof Values) => {
    const message = form.errorOf(path);
    return message ? (messages[message] ?? texts.broken) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.showErrors();
    setAnswer(null);
    if (!form.isValid) {
      focusFirstError(formRef.current);
      return;
    }
    if (busy) return;
    setBusy(true);
    const { currentPassword, newPassword } = form.getValues();
    const result = await changePassword({ currentPassword, newPassword }).catch(
      (): PasswordAnswer => ({ ok: false, error: 'failed' }),
    );
    setBusy(false);
    setAnswer(result);
    if (result.ok) form.reset(DEFAULTS);
    else if (result.error === 'current') {
      form.setError('currentPassword', 'current');
      focusFirstError(formRef.current);
    }
  };
  const refusal =
    answer && !answer.ok && answer.error !== 'current'
      ? { password: texts.broken, weak: texts.weak, tooMany: texts.tooMany, failed: texts.failed }[
          answer.error
        ]
      : null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" data-testid="password-form">
      {answer?.ok && (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {texts.done}
        </p>
      )}
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <TextField
        id="password-current"
        label={texts.currentPassword}
        error={errorOf('currentPassword')}
        registration={form.register('currentPassword')}
        input={{ type: 'password', autoComplete: 'current-password' }}
      />
      <TextField
        id="password-new"
        label={texts.newPassword}
        hint={texts.rules}
        error={errorOf('newPassword')}
        registration={form.register('newPassword')}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        id="password-confirm"
        label={texts.confirm}
        error={errorOf('confirm')}
        registration={form.register('confirm')}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <Button type="submit" disabled={busy} className="disabled:opacity-70">
        {busy ? texts.saving : texts.submit}
      </Button>
    </form>
  );
}
