'use client';

import { type ProfileValues, profileIssues } from '@workwear/domain/account/profileRules';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { fieldMessage } from '@/features/checkout/client';
import { usePhoneCheck } from '@/lib/lazyPhoneNumbers';
import { Button, focusFirstError, NameFields, TextField, useForm } from '@/ui';
import type { AccountFormTexts } from './accountFormTexts';
import { useCustomerVersion } from './CustomerVersion';
import { type EditAnswer, saveDetails } from './ownAccountActions';

type Texts = AccountFormTexts & { firstName: string; lastName: string; phone: string; phoneHint: string };
/** `dialCode`: the market's ('+46'), what a number typed without its '+' is read as (the API reads it so too). */
type Props = { customer: ProfileValues; dialCode: string; texts: Texts };

/** Name and mobile phone, checked by the domain's profile rules here and again by the API. */
export function DetailsForm({ customer, dialCode, texts }: Props) {
  const defaults = {
    firstName: customer.firstName,
    lastName: customer.lastName,
    cellPhone: customer.cellPhone,
  };
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhoneCheck(formRef);
  const { isValidPhone } = phone;
  const check = useCallback(
    (values: ProfileValues) => profileIssues(values, { dialCode, isValidPhone }),
    [dialCode, isValidPhone],
  );
  const form = useForm({ defaults, check });
  const [version, setVersion] = useCustomerVersion();
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'stale' | 'failed'>('idle');
  const errorOf = (path: keyof ProfileValues) => {
    const message = form.errorOf(path);
    return message ? fieldMessage(texts.errors, message) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Not before the phone's full rule has checked the number (it comes again once loaded).
    if (phone.holdSubmit()) return;
    form.showErrors();
    if (!form.isValid) {
      focusFirstError(formRef.current);
      return;
    }
    setState('busy');
    const result: EditAnswer<{
      version: number;
      firstName: string;
      lastName: string;
      cellPhone: string | null;
    }> = await saveDetails({ version, ...form.getValues() }).catch(
      () => ({ ok: false, error: 'failed' }) as const,
    );
    if (result.ok) {
      setVersion(result.value.version);
      form.reset({ ...result.value, cellPhone: result.value.cellPhone ?? '' });
      setState('saved');
      return;
    }
    if (result.error === 'stale' && result.current) {
      const current = result.current as {
        version: number;
        firstName: string;
        lastName: string;
        cellPhone: string | null;
      };
      setVersion(current.version);
      form.reset({
        firstName: current.firstName,
        lastName: current.lastName,
        cellPhone: current.cellPhone ?? '',
      });
    }
    if (result.error === 'fields') {
      for (const [field, message] of Object.entries(result.fields ?? {})) form.setError(field, message);
      focusFirstError(formRef.current);
    }
    setState(result.error === 'stale' ? 'stale' : result.error === 'fields' ? 'idle' : 'failed');
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" data-testid="details-form">
      <FormAnswer state={state} texts={texts} />
      <NameFields idPrefix="details" labels={texts} errorOf={errorOf} register={form.register} />
      <TextField
        id="details-phone"
        label={texts.phone}
        marker={texts.optional}
        hint={texts.phoneHint}
        error={errorOf('cellPhone')}
        registration={form.register('cellPhone')}
        input={{
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          onFocus: phone.load,
          onInput: phone.load,
        }}
      />
      <Button type="submit" disabled={state === 'busy'} className="disabled:opacity-70">
        {state === 'busy' ? texts.saving : texts.save}
      </Button>
    </form>
  );
}

/** A form's answer: saved, changed elsewhere (now shown as it is) or failed. */
export function FormAnswer({ state, texts }: { state: string; texts: AccountFormTexts }) {
  if (state === 'saved')
    return (
      <p
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
      >
        {texts.saved}
      </p>
    );
  if (state === 'stale' || state === 'failed')
    return (
      <p
        role="alert"
        className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {state === 'stale' ? texts.stale : texts.failed}
      </p>
    );
  return null;
}
