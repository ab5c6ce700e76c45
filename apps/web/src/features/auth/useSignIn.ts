'use client';

import { type FormEvent, useRef, useState } from 'react';
import { focusFirstError, useForm } from '@/ui';
import { signIn } from './actions';
import type { DemoAccountItem } from './DemoAccounts';
import { SIGN_IN_DEFAULTS, signInIssues } from './signInFields';

type Where = { language: string; market: string; returnTo: string | undefined };
type Elsewhere = { market: string; language: string; label: string; goLabel: string };
type Resend = { label: string; sent: string; tooMany: string };

/**
 * The sign-in form's state: its fields (useForm, quiet until the first submit), the server's
 * refusal, the account's other market when it belongs to one, and the submit itself. A success loads
 * the return page as a document, so the whole shop renders for the signed-in customer.
 */
export function useSignIn({ language, market, returnTo }: Where, unavailable: string) {
  const form = useForm({ defaults: SIGN_IN_DEFAULTS, check: signInIssues, showErrors: 'afterSubmit' });
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The refusal's own language when it is not the page's (a buyer of another market is told in theirs).
  const [refusalLanguage, setRefusalLanguage] = useState<string | undefined>(undefined);
  const [resend, setResend] = useState<Resend | null>(null);
  const [elsewhere, setElsewhere] = useState<Elsewhere | null>(null);
  const [accountMarket, setAccountMarket] = useState(market);
  const [isSubmitting, setSubmitting] = useState(false);
  const focusPassword = () =>
    (formRef.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();

  const submitIn = async (inMarket: string) => {
    if (isSubmitting) return;
    form.showErrors();
    const { userName, password } = form.getValues();
    if (signInIssues({ userName, password }).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    setSubmitting(true);
    setRefusal(null);
    setElsewhere(null);
    setResend(null);
    try {
      const fields = { userName: userName.trim(), password, market: inMarket, returnTo, language };
      const result = await signIn(fields).catch(() => null);
      if (!result) setRefusal(unavailable);
      else if (result.ok) window.location.assign(result.redirectTo);
      else {
        setRefusal(result.message);
        setRefusalLanguage(result.messageLanguage);
        setElsewhere(result.otherMarket ?? null);
        setResend(result.resend ?? null);
        focusPassword();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    form,
    formRef,
    refusal,
    refusalLanguage,
    elsewhere,
    resend,
    isSubmitting,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submitIn(accountMarket);
    },
    /** Signs in again in the account's own market (the otherMarket refusal's button). */
    signInElsewhere: () => {
      if (!elsewhere) return;
      setAccountMarket(elsewhere.market);
      void submitIn(elsewhere.market);
    },
    /** A demo account's login, password and market, filled in for the visitor. */
    fill: (account: DemoAccountItem) => {
      form.setValue('userName', account.login);
      form.setValue('password', account.password);
      setAccountMarket(account.market);
      setRefusal(null);
      setElsewhere(null);
      setResend(null);
      focusPassword();
    },
  };
}
