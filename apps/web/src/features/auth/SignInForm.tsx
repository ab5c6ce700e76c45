'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/lazyResolver';
import { signIn } from './actions';
import type { DemoAccountItem } from './DemoAccounts';
import { DemoAccounts } from './DemoAccounts';
import type { SignInForm as Fields, SignInResult } from './signInInput';

export type SignInTexts = {
  userName: string;
  password: string;
  submit: string;
  submitting: string;
  required: string;
  demoTitle: string;
  demoLead: string;
  demoFill: string;
  unavailable: string;
};

/** zod and the schema load with the first submit, not with the login page. */
const resolver = lazyResolver(() => import('./signInResolver').then((m) => m.signInResolver));

/**
 * The sign-in form: checked in the browser with the same zod schema the server action uses, then
 * signed in by the server action, which sets the session's HttpOnly cookies. A success loads the
 * return page as a document, so the whole shop renders for the signed-in customer.
 */
export function SignInForm({
  texts,
  language,
  market,
  returnTo,
  demoAccounts,
  marketNames,
}: {
  texts: SignInTexts;
  language: string;
  market: string;
  returnTo: string | undefined;
  demoAccounts: readonly DemoAccountItem[];
  marketNames: Readonly<Record<string, string>>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [elsewhere, setElsewhere] = useState<{ market: string; label: string } | null>(null);
  const [accountMarket, setAccountMarket] = useState(market);
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver,
    defaultValues: { userName: '', password: '' },
  });

  const submitIn = (market: string) =>
    handleSubmit(async (fields) => {
      setRefusal(null);
      setElsewhere(null);
      let result: SignInResult;
      try {
        result = await signIn({ ...fields, market, returnTo, language });
      } catch {
        setRefusal(texts.unavailable);
        return;
      }
      if (result.ok) {
        window.location.assign(result.redirectTo);
        return;
      }
      setRefusal(result.message);
      setElsewhere(result.otherMarket ?? null);
      setFocus('password');
    });
  const onSubmit = submitIn(accountMarket);

  const fill = (account: DemoAccountItem) => {
    setValue('userName', account.login, { shouldValidate: true });
    setValue('password', account.password, { shouldValidate: true });
    setAccountMarket(account.market);
    setRefusal(null);
    setElsewhere(null);
    setFocus('password');
  };

  const field =
    'mt-1 block w-full rounded-md border px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none';
  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5"
        aria-describedby={refusal ? errorId : undefined}
      >
        {refusal && (
          <p
            id={errorId}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            data-testid="login-error"
          >
            {refusal}
          </p>
        )}
        {elsewhere && (
          <button
            type="button"
            onClick={() => {
              setAccountMarket(elsewhere.market);
              void submitIn(elsewhere.market)();
            }}
            className="w-full rounded-md border border-slate-900 px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {elsewhere.label}
          </button>
        )}
        <div>
          <label htmlFor="login-user" className="block text-sm font-semibold text-slate-800">
            {texts.userName}
          </label>
          <input
            id="login-user"
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={errors.userName ? true : undefined}
            aria-describedby={errors.userName ? 'login-user-error' : undefined}
            className={`${field} ${errors.userName ? 'border-red-600' : 'border-slate-300'}`}
            {...register('userName')}
          />
          {errors.userName && (
            <p id="login-user-error" className="mt-1 text-sm text-red-700">
              {texts.required}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="login-password" className="block text-sm font-semibold text-slate-800">
            {texts.password}
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            className={`${field} ${errors.password ? 'border-red-600' : 'border-slate-300'}`}
            {...register('password')}
          />
          {errors.password && (
            <p id="login-password-error" className="mt-1 text-sm text-red-700">
              {texts.required}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-slate-900 px-5 py-3 text-base font-semibold text-white hover:bg-slate-700 disabled:opacity-70"
        >
          {isSubmitting ? texts.submitting : texts.submit}
        </button>
      </form>
      {demoAccounts.length > 0 && (
        <DemoAccounts
          accounts={demoAccounts}
          title={texts.demoTitle}
          lead={texts.demoLead}
          fillLabel={texts.demoFill}
          onFill={fill}
          marketNames={marketNames}
        />
      )}
    </>
  );
}
