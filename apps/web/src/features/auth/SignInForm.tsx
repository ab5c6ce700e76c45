'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/ui';
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

type FieldName = keyof Fields;
type Refused = Partial<Record<FieldName, true>>;
type Checked = { ok: true; fields: Fields } | { ok: false; refused: Refused };
/** The fields in the form's order: a refused submit focuses the first one refused. */
const FIELD_ORDER: readonly FieldName[] = ['userName', 'password'];

/**
 * The fields checked with the schema the server action uses. zod and the schema are loaded with the
 * first check, not with the login page (a form library and zod would be most of the page's own code).
 */
async function check(fields: Fields): Promise<Checked> {
  const { signInFormSchema } = await import('./signInInput');
  const parsed = signInFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, refused: Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], true])) };
}

/**
 * The sign-in form: checked in the browser with the same zod schema the server action uses (loaded
 * with the first check), then signed in by the server action, which sets the session's HttpOnly
 * cookies. A success loads the return page as a document, so the whole shop renders for the
 * signed-in customer. Plain React state rather than a form library: two fields do not need one, and
 * it would be most of the login page's own JavaScript.
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
  const [refused, setRefused] = useState<Refused>({});
  // After the first submit each change is checked again, so an error goes as it is put right.
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const errorId = useId();
  // Uncontrolled fields, read when checked: what was typed before hydration is kept.
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const read = (): Fields => ({
    userName: inputs.current.userName?.value ?? '',
    password: inputs.current.password?.value ?? '',
  });
  // Checks finish in any order: only the latest one's answer is shown.
  const latestCheck = useRef(0);

  const showCheck = async (fields: Fields): Promise<Checked> => {
    const sequence = ++latestCheck.current;
    const result = await check(fields);
    if (sequence === latestCheck.current) setRefused(result.ok ? {} : result.refused);
    return result;
  };

  const change = () => {
    if (submitted) void showCheck(read());
  };

  const submitIn = (market: string) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      setSubmitted(true);
      const checked = await showCheck(read());
      if (!checked.ok) {
        const first = FIELD_ORDER.find((name) => checked.refused[name]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setRefusal(null);
      setElsewhere(null);
      let result: SignInResult;
      try {
        result = await signIn({ ...checked.fields, market, returnTo, language });
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
      inputs.current.password?.focus();
    } finally {
      setSubmitting(false);
    }
  };
  const onSubmit = submitIn(accountMarket);

  const fill = (account: DemoAccountItem) => {
    const { userName, password } = inputs.current;
    if (userName) userName.value = account.login;
    if (password) password.value = account.password;
    void showCheck(read());
    setAccountMarket(account.market);
    setRefusal(null);
    setElsewhere(null);
    inputs.current.password?.focus();
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
            aria-invalid={refused.userName}
            aria-describedby={refused.userName ? 'login-user-error' : undefined}
            className={`${field} ${refused.userName ? 'border-red-600' : 'border-slate-300'}`}
            name="userName"
            onChange={change}
            ref={(input) => {
              inputs.current.userName = input;
            }}
          />
          {refused.userName && (
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
            aria-invalid={refused.password}
            aria-describedby={refused.password ? 'login-password-error' : undefined}
            className={`${field} ${refused.password ? 'border-red-600' : 'border-slate-300'}`}
            name="password"
            onChange={change}
            ref={(input) => {
              inputs.current.password = input;
            }}
          />
          {refused.password && (
            <p id="login-password-error" className="mt-1 text-sm text-red-700">
              {texts.required}
            </p>
          )}
        </div>
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
