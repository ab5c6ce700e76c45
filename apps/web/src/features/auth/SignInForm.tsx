'use client';

import { type InputHTMLAttributes, useId } from 'react';
import { Button, type FieldRegistration } from '@/ui';
import type { DemoAccountItem } from './DemoAccounts';
import { DemoAccounts } from './DemoAccounts';
import { OtherShopLink, ResendConfirmation } from './SignInRefusalParts';
import { useSignIn } from './useSignIn';

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

const FIELD =
  'mt-1 block w-full rounded-md border px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none';

/** One labelled field of the form; its message is the one the form shows ("required"). */
function SignInField({
  id,
  label,
  error,
  field,
  input,
}: {
  id: string;
  label: string;
  error: string | undefined;
  field: FieldRegistration;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${FIELD} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The sign-in form, in the shop's one form style (useForm): its fields are checked in the browser by
 * the rule the server action checks again, then the server action signs in and sets the session's
 * HttpOnly cookies (useSignIn).
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
  const {
    form,
    formRef,
    refusal,
    refusalLanguage,
    elsewhere,
    resend,
    isSubmitting,
    onSubmit,
    signInElsewhere,
    fill,
  } = useSignIn({ language, market, returnTo }, texts.unavailable);
  const errorId = useId();
  const errorOf = (path: string) => (form.errorOf(path) ? texts.required : undefined);
  return (
    <>
      <form
        ref={formRef}
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
            lang={refusalLanguage && refusalLanguage !== language ? refusalLanguage : undefined}
          >
            {refusal}
          </p>
        )}
        {elsewhere && (
          <div className="space-y-3" lang={elsewhere.language !== language ? elsewhere.language : undefined}>
            <Button variant="outline" size="lg" onClick={signInElsewhere} className="w-full">
              {elsewhere.label}
            </Button>
            <OtherShopLink
              market={elsewhere.market}
              language={elsewhere.language}
              label={elsewhere.goLabel}
            />
          </div>
        )}
        {resend && <ResendConfirmation userName={() => form.getValues().userName} texts={resend} />}
        <SignInField
          id="login-user"
          label={texts.userName}
          error={errorOf('userName')}
          field={form.register('userName')}
          input={{ type: 'email', autoComplete: 'username', inputMode: 'email' }}
        />
        <SignInField
          id="login-password"
          label={texts.password}
          error={errorOf('password')}
          field={form.register('password')}
          input={{ type: 'password', autoComplete: 'current-password' }}
        />
        <Button type="submit" disabled={isSubmitting} size="xl" className="w-full disabled:opacity-70">
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
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
