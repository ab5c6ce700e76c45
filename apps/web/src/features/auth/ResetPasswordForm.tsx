'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, focusFirstError, useForm } from '@/ui';
import { resetPassword } from './actions';
import { RESET_PASSWORD_DEFAULTS, resetPasswordIssues } from './resetPasswordFields';

type Texts = {
  newPassword: string;
  confirm: string;
  submit: string;
  rulesTitle: string;
  rules: readonly string[];
  mismatch: string;
  broken: string;
  /** The API's strength estimate refused it (a rule the form cannot check itself). */
  weak: string;
  badLink: string;
  missingToken: string;
  askAgain: string;
  done: string;
  failed: string;
  signIn: string;
};

type Outcome = 'idle' | 'done' | 'token' | 'password' | 'weak' | 'unavailable';

/** The form's fields and submit: checked by the domain's password rules, then set by the server action. */
function useResetPassword(token: string | null | undefined, setState: (state: Outcome) => void) {
  const form = useForm({
    defaults: RESET_PASSWORD_DEFAULTS,
    check: resetPasswordIssues,
    showErrors: 'afterSubmit',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.showErrors();
    const { newPassword, confirm } = form.getValues();
    if (resetPasswordIssues({ newPassword, confirm }).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    if (!token || isSubmitting) return;
    setSubmitting(true);
    const result = await resetPassword(token, newPassword).catch(() => ({
      ok: false as const,
      error: 'unavailable' as const,
    }));
    setSubmitting(false);
    setState(result.ok ? 'done' : result.error);
  };
  return { form, formRef, isSubmitting, onSubmit };
}

/**
 * Sets a new password with the reset link's token. The token is read from this page's address in
 * the browser, so the page's HTML is the same for everyone and never carries it.
 */
export function ResetPasswordForm({
  texts,
  forgotHref,
  loginHref,
}: {
  texts: Texts;
  forgotHref: string;
  loginHref: string;
}) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<Outcome>('idle');
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);
  const { form, formRef, isSubmitting, onSubmit } = useResetPassword(token, setState);
  const errors = { newPassword: form.errorOf('newPassword'), confirm: form.errorOf('confirm') };
  const { register } = form;

  if (state === 'done') {
    return (
      <div
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        data-testid="reset-done"
      >
        <p>{texts.done}</p>
        <a href={loginHref} className="mt-2 inline-block font-semibold underline">
          {texts.signIn}
        </a>
      </div>
    );
  }
  if (token === null || state === 'token') {
    return (
      <div
        role="alert"
        className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <p>{token === null ? texts.missingToken : texts.badLink}</p>
        <a href={forgotHref} className="mt-2 inline-block font-semibold underline">
          {texts.askAgain}
        </a>
      </div>
    );
  }
  const field =
    'mt-1 block w-full rounded-md border px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none';
  return (
    <form ref={formRef} noValidate className="space-y-5" onSubmit={onSubmit}>
      {(state === 'password' || state === 'weak' || state === 'unavailable') && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state === 'password' ? texts.broken : state === 'weak' ? texts.weak : texts.failed}
        </p>
      )}
      <div className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700" id="password-rules">
        <p className="font-semibold">{texts.rulesTitle}</p>
        <ul className="mt-1 list-disc pl-5">
          {texts.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor="reset-new" className="block text-sm font-semibold text-slate-800">
          {texts.newPassword}
        </label>
        <input
          id="reset-new"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={errors.newPassword ? 'reset-new-error password-rules' : 'password-rules'}
          className={`${field} ${errors.newPassword ? 'border-red-600' : 'border-slate-300'}`}
          {...register('newPassword')}
        />
        {errors.newPassword && (
          <p id="reset-new-error" className="mt-1 text-sm text-red-700">
            {texts.broken}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="reset-confirm" className="block text-sm font-semibold text-slate-800">
          {texts.confirm}
        </label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined}
          className={`${field} ${errors.confirm ? 'border-red-600' : 'border-slate-300'}`}
          {...register('confirm')}
        />
        {errors.confirm && (
          <p id="reset-confirm-error" className="mt-1 text-sm text-red-700">
            {texts.mismatch}
          </p>
        )}
      </div>
      <Button
        type="submit"
        disabled={isSubmitting || token === undefined}
        size="xl"
        className="w-full disabled:opacity-70"
      >
        {texts.submit}
      </Button>
    </form>
  );
}
