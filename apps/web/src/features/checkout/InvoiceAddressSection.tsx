'use client';

import { useState } from 'react';
import { AddressFields } from './AddressFields';
import { AddressSummary } from './AddressSummary';
import type { CountryOption, DeliveryStepTexts } from './DeliveryStepWorkspace';
import { blankAddress } from './deliveryForm';
import { CheckboxField, Section } from './FormFields';
import type { SavedAddress } from './savedAddresses';
import { addressKey } from './savedAddresses';
import type { useDeliveryStep } from './useDeliveryStep';

const SAME = 'same';
const OTHER = 'other';

type Props = {
  step: ReturnType<typeof useDeliveryStep>;
  /** The company's invoice addresses (business buyers), the default first. */
  companyInvoice: readonly SavedAddress[];
  /** The business buyer's company: named above each of its addresses. */
  companyName: string | null;
  countries: readonly CountryOption[];
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
  primaryCountry: number;
  texts: DeliveryStepTexts['address'];
};

/**
 * The invoice address. A business buyer chooses among the company's invoice addresses, the first one
 * chosen from the start (the invoice goes to the company, not to the building site the parcel goes
 * to), or the delivery address, or another; a buyer without them has "the same as the delivery
 * address" ticked by default (spec) and types another when it is unticked.
 */
export function InvoiceAddressSection(props: Props) {
  const { step, companyInvoice, companyName, countries, regions, primaryCountry, texts } = props;
  const { register, values, setValue } = step.form;
  const fields = (
    <AddressFields
      prefix="invoice"
      register={register}
      errorOf={(field) => step.errorText(`invoice.${field}`)}
      countries={countries}
      regions={regions}
      countryId={values.invoice?.countryId ?? primaryCountry}
      requiredFields={step.requiredFields}
      texts={texts}
    />
  );
  if (companyInvoice.length === 0) {
    return (
      <Section legend={texts.invoiceLegend} testId="checkout-invoice-address">
        <CheckboxField
          id="invoice-same"
          label={texts.sameAsDelivery}
          registration={register('invoiceSameAsDelivery')}
        />
        {!values.invoiceSameAsDelivery && fields}
      </Section>
    );
  }
  return (
    <CompanyInvoiceChoice
      {...{ step, companyInvoice, companyName, countries, texts, fields }}
      pick={(choice) => {
        const picked = companyInvoice.find((a) => a.key === choice);
        setValue('invoiceSameAsDelivery', choice === SAME);
        if (picked) setValue('invoice', picked.address);
        else if (choice === OTHER) setValue('invoice', blankAddress(primaryCountry));
      }}
    />
  );
}

/** The company's invoice addresses as radios, then "same as delivery" and "another address". */
function CompanyInvoiceChoice({
  step,
  companyInvoice,
  companyName,
  countries,
  texts,
  fields,
  pick,
}: Pick<Props, 'step' | 'companyInvoice' | 'companyName' | 'countries' | 'texts'> & {
  fields: React.ReactNode;
  pick: (choice: string) => void;
}) {
  const { values } = step.form;
  // The choice the form's values stand for (a restored draft included).
  const initial = values.invoiceSameAsDelivery
    ? SAME
    : (companyInvoice.find((a) => values.invoice && addressKey(a.address) === addressKey(values.invoice))
        ?.key ?? OTHER);
  const [choice, setChoice] = useState(initial);
  const options = [
    ...companyInvoice.map((a) => ({ key: a.key, address: a.address })),
    { key: SAME, address: null },
    { key: OTHER, address: null },
  ];
  return (
    <Section legend={texts.invoiceLegend} testId="checkout-invoice-address">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{texts.invoiceChoice}</legend>
        <div className="flex flex-col gap-2">
          {options.map((option) => (
            <label
              key={option.key}
              htmlFor={`invoice-choice-${option.key}`}
              data-testid="invoice-choice"
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={`invoice-choice-${option.key}`}
                type="radio"
                name="invoice-choice"
                value={option.key}
                checked={choice === option.key}
                onChange={() => {
                  setChoice(option.key);
                  pick(option.key);
                }}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              {option.address ? (
                <AddressSummary
                  address={option.address}
                  countries={countries}
                  companyName={companyName}
                  inline
                />
              ) : (
                <span className="font-semibold text-slate-900">
                  {option.key === SAME ? texts.sameAsDelivery : texts.otherInvoiceAddress}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && fields}
    </Section>
  );
}
