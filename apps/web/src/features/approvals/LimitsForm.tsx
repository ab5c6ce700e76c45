'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { Button, FIELD_CLASS } from '@/ui';
import { type LimitsAnswer, saveLimits } from './limitActions';

export type LimitsFormRow = {
  customerId: number;
  name: string;
  email: string;
  /** The customer's own limit in the market's format; empty: the company's default. */
  limit: string;
  attestant: string;
  /** What the period has used, written the company's way. */
  used: string;
  usesDefault: boolean;
  /** "Limit for {name}" and "Who decides over {name}'s limit", in the visitor's language. */
  limitLabel: string;
  attestantLabel: string;
};

export type LimitsFormTexts = {
  limit: string;
  attestant: string;
  attestantHint: string;
  used: string;
  usesDefault: string;
  save: string;
  busy: string;
  placeholderDefault: string;
};

/**
 * The spending limits per customer with one save for all (the API's bulk update: all or nothing). A
 * limit is typed the market's way; a field in error is named beside it and focused. Read only where
 * the visitor may see but not change limits (a plain customer admin under UseAmountLimitForCustomerAdmins).
 */
export function LimitsForm({
  lang,
  companyId,
  rows,
  editable,
  texts,
}: {
  lang: string;
  companyId: number;
  rows: readonly LimitsFormRow[];
  editable: boolean;
  texts: LimitsFormTexts;
}) {
  const [answer, formAction, pending] = useActionState<LimitsAnswer | null, FormData>(saveLimits, null);
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer) return;
    const first = Object.keys(answer.fieldErrors)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    else if (answer.ok) router.refresh();
  }, [answer, router]);
  const errorOf = (name: string) => answer?.fieldErrors[name];
  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="mt-6" data-testid="limits-form">
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="companyId" value={companyId} />
      <input type="hidden" name="ids" value={rows.map((r) => r.customerId).join(',')} />
      <ul className="grid gap-3">
        {rows.map((row) => {
          const limitName = `limit-${row.customerId}`;
          const attestantName = `attestant-${row.customerId}`;
          return (
            <li
              key={row.customerId}
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              data-testid="limit-row"
              data-customer-id={row.customerId}
            >
              <input type="hidden" name={`shownLimit-${row.customerId}`} value={row.limit} />
              <input type="hidden" name={`shownAttestant-${row.customerId}`} value={row.attestant} />
              <p className="font-semibold text-slate-900">{row.name}</p>
              <p className="break-all text-sm text-slate-600">{row.email}</p>
              <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:items-start">
                <LimitInput
                  name={limitName}
                  label={row.limitLabel}
                  shortLabel={texts.limit}
                  defaultValue={row.limit}
                  placeholder={row.usesDefault ? texts.placeholderDefault : undefined}
                  inputMode="decimal"
                  disabled={!editable}
                  error={errorOf(limitName)}
                />
                <LimitInput
                  name={attestantName}
                  label={row.attestantLabel}
                  shortLabel={texts.attestant}
                  hint={texts.attestantHint}
                  defaultValue={row.attestant}
                  type="email"
                  disabled={!editable}
                  error={errorOf(attestantName)}
                />
                <p className="text-sm sm:col-span-2">
                  <span className="text-slate-600">{texts.used}: </span>
                  <span className="font-semibold tabular-nums text-slate-900" data-testid="limit-used">
                    {row.used}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {editable && (
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="min-h-11 disabled:opacity-60"
            data-testid="limits-save"
          >
            {pending ? texts.busy : texts.save}
          </Button>
          {answer && (
            <p
              role={answer.ok ? 'status' : 'alert'}
              className={`text-sm font-semibold ${answer.ok ? 'text-emerald-800' : 'text-red-800'}`}
              data-testid="limits-answer"
            >
              {answer.text}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

function LimitInput({
  name,
  label,
  shortLabel,
  hint,
  error,
  ...input
}: {
  name: string;
  label: string;
  shortLabel: string;
  hint?: string;
  error: string | undefined;
  defaultValue: string;
  placeholder?: string | undefined;
  type?: 'email';
  inputMode?: 'decimal';
  disabled: boolean;
}) {
  const id = `field-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        <span aria-hidden="true">{shortLabel}</span>
        <span className="sr-only">{label}</span>
      </label>
      <input
        id={id}
        name={name}
        type={input.type ?? 'text'}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${FIELD_CLASS} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
