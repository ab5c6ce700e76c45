'use client';

import type { CustomerAddress } from '@workwear/contracts';
import { type AddressFormValues, deliveryAddressIssues } from '@workwear/domain/checkout/addressFieldRules';
import type { CheckoutRuleOptions } from '@workwear/domain/checkout/checkoutFieldRules';
import { type FormEvent, useRef, useState } from 'react';
import { fieldMessage } from '@/features/checkout/client';
import { Button, Field, fieldControlProps, focusFirstError, TextField, useForm } from '@/ui';
import type { AccountFormTexts, AddressTexts } from './accountFormTexts';
import { FormAnswer } from './DetailsForm';
import { saveAddress } from './ownAccountActions';

export type CountryOption = {
  id: number;
  code: string;
  name: string;
  regions: readonly { code: string; name: string }[];
};

// A consumer has no company: no FormViewRules and no order references apply to their address.
const OPTIONS: CheckoutRuleOptions = {
  b2b: false,
  rules: [],
  references: { useProjectNumber: false, useOrderNumber: false },
};
const check = (values: AddressFormValues) => deliveryAddressIssues(OPTIONS, values);

/**
 * A new or changed address: the checkout's delivery address rules (postcode of the country's form,
 * the state's ZIP codes, no PO box) in the browser, then the API, which checks them again.
 */
export function AddressEditor({
  address,
  countries,
  texts,
  formTexts,
  onSaved,
  onCancel,
}: {
  address: CustomerAddress | null;
  countries: readonly CountryOption[];
  texts: AddressTexts;
  formTexts: AccountFormTexts;
  onSaved: (address: CustomerAddress) => void;
  onCancel: () => void;
}) {
  const first = countries[0];
  const defaults: AddressFormValues = {
    careOf: address?.careOf ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    countryId: address?.countryId ?? first?.id ?? 0,
  };
  const form = useForm({ defaults, check });
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'stale' | 'failed'>('idle');
  const country = countries.find((c) => c.id === form.values.countryId) ?? first;
  const id = (field: string) => `address-${address?.id ?? 'new'}-${field}`;
  const errorOf = (path: keyof AddressFormValues) => {
    const message = form.errorOf(path);
    return message ? fieldMessage(formTexts.errors, message) : undefined;
  };
  const text = (
    field: 'careOf' | 'addressLine1' | 'addressLine2' | 'zipCode' | 'city',
    optional: boolean,
    autoComplete: string,
  ) => (
    <TextField
      id={id(field)}
      label={texts[field]}
      marker={optional ? formTexts.optional : undefined}
      error={errorOf(field)}
      registration={form.register(field)}
      input={{ autoComplete }}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.showErrors();
    if (!form.isValid) {
      focusFirstError(formRef.current);
      return;
    }
    setState('busy');
    const values = form.getValues();
    const result = await saveAddress({
      ...values,
      ...(address ? { addressId: address.id, version: address.version } : {}),
    }).catch(() => null);
    if (result?.ok) {
      onSaved(result.value);
      return;
    }
    if (result && result.error === 'fields') {
      for (const [field, message] of Object.entries(result.fields ?? {})) form.setError(field, message);
      focusFirstError(formRef.current);
      setState('idle');
      return;
    }
    setState(result?.error === 'stale' ? 'stale' : 'failed');
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" data-testid="address-form">
      <FormAnswer state={state} texts={formTexts} />
      {text('careOf', true, 'shipping address-line3')}
      {text('addressLine1', false, 'shipping address-line1')}
      {text('addressLine2', true, 'shipping address-line2')}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        {text('zipCode', false, 'shipping postal-code')}
        {text('city', false, 'shipping address-level2')}
      </div>
      {country && country.regions.length > 0 && (
        <Field id={id('region')} label={texts.region} error={errorOf('region')}>
          <select
            {...fieldControlProps(id('region'), undefined, errorOf('region'))}
            {...form.register('region')}
          >
            <option value="">{texts.chooseRegion}</option>
            {country.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {countries.length > 1 ? (
        <Field id={id('country')} label={texts.country} error={errorOf('countryId')}>
          <select
            {...fieldControlProps(id('country'), undefined, errorOf('countryId'))}
            {...form.register('countryId', { valueAsNumber: true })}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <p className="text-sm text-slate-600">
          {texts.country}: <span className="font-medium text-slate-900">{country?.name}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={state === 'busy'} className="disabled:opacity-70">
          {state === 'busy' ? formTexts.saving : formTexts.save}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
