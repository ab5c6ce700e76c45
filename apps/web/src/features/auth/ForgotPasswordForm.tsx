'use client';

import type { FieldIssue } from '@workwear/domain/checkout/checkoutFieldRules';
import { useState } from 'react';
import { Button, useForm } from '@/ui';
import { type ResetRequestResult, requestPasswordReset } from './actions';

type Values = { userName: string };
const defaults: Values = { userName: '' };

/** The name is required and at most 200 characters, as the server action's schema says. */
function resetRequestIssues({ userName }: Values): FieldIssue[] {
  const name = userName.trim();
  return name.length === 0 || name.length > 200 ? [{ path: 'userName', message: 'required' }] : [];
}

type Texts = {
  userName: string;
  submit: string;
  required: string;
  sent: string;
  failed: string;
  /** The API's limit on reset links (per name and per address) was reached. */
  tooMany: string;
};

/** Asks for a reset link (GET /api/auth/ResetPassword/ResetPassword through a server action). */
export function ForgotPasswordForm({ texts }: { texts: Texts }) {
  const [state, setState] = useState<'idle' | 'sent' | 'failed' | 'tooMany'>('idle');
  const [isSubmitting, setSubmitting] = useState(false);
  const { register, getValues, showErrors, errorOf, isValid } = useForm({
    defaults,
    check: resetRequestIssues,
  });
  const error = errorOf('userName');
  if (state === 'sent') {
    return (
      <p
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        data-testid="reset-sent"
      >
        {texts.sent}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (isSubmitting) return;
        if (!isValid) {
          showErrors();
          return;
        }
        setSubmitting(true);
        const userName = getValues().userName.trim();
        const result: ResetRequestResult = await requestPasswordReset(userName).catch(() => ({ ok: false }));
        setSubmitting(false);
        setState(result.ok ? 'sent' : result.tooMany ? 'tooMany' : 'failed');
      }}
    >
      {(state === 'failed' || state === 'tooMany') && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {state === 'tooMany' ? texts.tooMany : texts.failed}
        </p>
      )}
      <div>
        <label htmlFor="forgot-user" className="block text-sm font-semibold text-slate-800">
          {texts.userName}
        </label>
        <input
          id="forgot-user"
          type="email"
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'forgot-user-error' : undefined}
          className={`mt-1 block w-full rounded-md border px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
          {...register('userName')}
        />
        {error && (
          <p id="forgot-user-error" className="mt-1 text-sm text-red-700">
            {texts.required}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} size="xl" className="w-full disabled:opacity-70">
        {texts.submit}
      </Button>
    </form>
  );
}
