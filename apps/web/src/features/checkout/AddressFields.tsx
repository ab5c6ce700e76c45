'use client';

import type { Register } from '@/ui';
import type { AddressCheckState } from './addressCheck';
import type { AddressInput } from './checkoutSchemas';
import { SelectField, TextField } from './FormFields';

export type AddressTexts = {
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  region: string;
  chooseRegion: string;
  country: string;
  zipError: string;
  addressError: string;
  checkFailed: string;
  required: string;
  optional: string;
};

export type CountryChoice = { id: number; code: string; name: string };

type Props = {
  prefix: 'delivery' | 'invoice';
  register: Register;
  /** A field's message in the visitor's language, when it shows one. */
  errorOf: (field: keyof AddressInput) => string | undefined;
  countries: readonly CountryChoice[];
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
  countryId: number;
  /** The delivery address's check through the API; none for the invoice address. */
  check?: AddressCheckState;
  requiredFields: ReadonlySet<string>;
  texts: AddressTexts;
};

/**
 * An address's fields: c/o, street, second line, postcode and city, the state or province where the
 * country has them (US, CA: from the metadata regions call), and the country, a choice only when the
 * checkout offers more than one. The address check's zip-code and address errors show on the
 * postcode and the street, each on its own field.
 */
export function AddressFields({
  prefix,
  register,
  errorOf,
  countries,
  regions,
  countryId,
  check,
  requiredFields,
  texts,
}: Props) {
  const id = (field: string) => `${prefix}-${field}`;
  const mode = prefix === 'delivery' ? 'shipping' : 'billing';
  const marker = (field: string) =>
    requiredFields.has(field.toLowerCase()) ? texts.required : texts.optional;
  const country = countries.find((c) => c.id === countryId);
  const countryRegions = country ? regions[country.code] : undefined;
  const invalid = check?.status === 'invalid' ? check : null;
  const zipError = errorOf('zipCode') ?? (invalid?.zipCodeError ? texts.zipError : undefined);
  const addressError =
    errorOf('addressLine1') ??
    (invalid?.addressError ? (invalid.failed ? texts.checkFailed : texts.addressError) : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        id={id('address-line-1')}
        className="sm:col-span-6"
        label={texts.addressLine1}
        marker={marker('addressLine1')}
        autoComplete={`${mode} address-line1`}
        error={addressError}
        registration={register(`${prefix}.addressLine1`)}
      />
      <TextField
        id={id('address-line-2')}
        className="sm:col-span-6"
        label={texts.addressLine2}
        marker={marker('addressLine2')}
        autoComplete={`${mode} address-line2`}
        error={errorOf('addressLine2')}
        registration={register(`${prefix}.addressLine2`)}
      />
      <TextField
        id={id('care-of')}
        className="sm:col-span-6"
        label={texts.careOf}
        marker={marker('careOf')}
        error={errorOf('careOf')}
        registration={register(`${prefix}.careOf`)}
      />
      <TextField
        id={id('zip-code')}
        className="sm:col-span-2"
        label={texts.zipCode}
        marker={marker('zipCode')}
        autoComplete={`${mode} postal-code`}
        error={zipError}
        registration={register(`${prefix}.zipCode`)}
      />
      <TextField
        id={id('city')}
        className="sm:col-span-4"
        label={texts.city}
        marker={marker('city')}
        autoComplete={`${mode} address-level2`}
        error={errorOf('city')}
        registration={register(`${prefix}.city`)}
      />
      {countryRegions && countryRegions.length > 0 && (
        <SelectField
          id={id('region')}
          className="sm:col-span-3"
          label={texts.region}
          marker={texts.required}
          autoComplete={`${mode} address-level1`}
          placeholder={texts.chooseRegion}
          options={countryRegions.map((r) => ({ value: r.code, label: r.name }))}
          error={errorOf('region')}
          registration={register(`${prefix}.region`)}
        />
      )}
      {countries.length > 1 ? (
        <SelectField
          id={id('country')}
          className="sm:col-span-3"
          label={texts.country}
          marker={texts.required}
          autoComplete={`${mode} country`}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          error={errorOf('countryId')}
          registration={register(`${prefix}.countryId`, { valueAsNumber: true })}
        />
      ) : (
        <div className="sm:col-span-3">
          <p className="mb-1 block text-sm font-semibold text-slate-800">{texts.country}</p>
          <p className="py-2.5 text-base text-slate-900" data-testid={`${prefix}-country`}>
            {country?.name}
          </p>
        </div>
      )}
    </div>
  );
}
