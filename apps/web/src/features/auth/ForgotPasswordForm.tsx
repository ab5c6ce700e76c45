'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/ui';
import { type ResetRequestResult, requestPasswordReset } from './actions';

const schema = z.object({ userName: z.string().trim().min(1).max(200) });

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { userName: '' } });
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
      onSubmit={handleSubmit(async ({ userName }) => {
        const result: ResetRequestResult = await requestPasswordReset(userName).catch(() => ({ ok: false }));
        setState(result.ok ? 'sent' : result.tooMany ? 'tooMany' : 'failed');
      })}
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
          aria-invalid={errors.userName ? true : undefined}
          aria-describedby={errors.userName ? 'forgot-user-error' : undefined}
          className={`mt-1 block w-full rounded-md border px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none ${errors.userName ? 'border-red-600' : 'border-slate-300'}`}
          {...register('userName')}
        />
        {errors.userName && (
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
