'use client';

import { describedBy, FIELD_CLASS, FieldLabel, FieldNotes, type Register } from '@/ui';
import { CheckboxField, Section, SelectField, TextAreaField, TextField } from './FormFields';
import type { OrderStepShows, OrderStepTexts } from './OrderStepForm';

/** What each section of step 2 takes from the form: its fields, their messages and markers. */
export type OrderStepFields = {
  texts: OrderStepTexts;
  shows: OrderStepShows;
  register: Register;
  /** A field's message in the page's language, when it is shown. */
  error: (path: string) => string | undefined;
  /** Required or optional, by the buyer's rules. */
  marker: (field: string) => string;
};

/** The buyer: names, e-mail, cellphone (dial code and number), and a guest's account. */
export function BuyerSection({
  texts,
  shows,
  register,
  error,
  marker,
  dialCodes,
  onPhoneUse,
}: OrderStepFields & {
  dialCodes: readonly { value: string; label: string }[];
  /** The phone field is used: its full rule's code is wanted now. */
  onPhoneUse: () => void;
}) {
  const cellphoneError = error('buyer.cellphone') ?? error('buyer.cellphone.number');
  const dialError = error('buyer.cellphone.dialCode');

  return (
    <Section legend={texts.buyer.legend} testId="checkout-buyer">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="buyer-first-name"
          label={texts.buyer.firstName}
          marker={marker('firstName')}
          autoComplete="given-name"
          error={error('buyer.firstName')}
          registration={register('buyer.firstName')}
        />
        <TextField
          id="buyer-last-name"
          label={texts.buyer.lastName}
          marker={marker('lastName')}
          autoComplete="family-name"
          error={error('buyer.lastName')}
          registration={register('buyer.lastName')}
        />
      </div>
      <TextField
        id="buyer-email"
        type="email"
        label={texts.buyer.email}
        marker={marker('email')}
        hint={texts.buyer.emailHint}
        autoComplete="email"
        inputMode="email"
        error={error('buyer.email')}
        registration={register('buyer.email')}
      />
      <div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,15rem)_1fr]">
          <SelectField
            id="buyer-dial-code"
            label={texts.buyer.dialCode}
            error={dialError}
            autoComplete="tel-country-code"
            options={dialCodes}
            registration={register('buyer.cellphone.dialCode')}
          />
          <div>
            <FieldLabel id="buyer-cellphone" label={texts.buyer.cellphone} marker={marker('cellphone')} />
            <input
              id="buyer-cellphone"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              aria-invalid={cellphoneError ? true : undefined}
              aria-describedby={describedBy('buyer-cellphone', texts.buyer.cellphoneHint, cellphoneError)}
              className={`${FIELD_CLASS} ${cellphoneError ? 'border-red-600' : 'border-slate-300'}`}
              onFocus={onPhoneUse}
              onInput={onPhoneUse}
              {...register('buyer.cellphone.number')}
            />
          </div>
        </div>
        <FieldNotes id="buyer-cellphone" hint={texts.buyer.cellphoneHint} error={cellphoneError} />
      </div>
      {shows.createAccount && (
        <CheckboxField
          id="create-account"
          label={texts.account.create}
          hint={texts.account.createHint}
          registration={register('createCustomerAccount')}
        />
      )}
    </Section>
  );
}

/** The order's references, comment, extra confirmation e-mail and weekly delivery. */
export function OrderInfoSection({ texts, shows, register, error, marker }: OrderStepFields) {
  return (
    <Section legend={texts.info.legend} testId="checkout-order-info">
      {shows.orderReferences && (
        <TextField
          id="order-label"
          label={texts.info.orderLabel}
          marker={marker('orderLabel')}
          hint={texts.info.orderLabelHint}
          error={error('info.orderLabel')}
          registration={register('info.orderLabel')}
        />
      )}
      {(shows.orderNumber || shows.projectNumber) && (
        <div className="grid gap-4 sm:grid-cols-2">
          {shows.orderNumber && (
            <TextField
              id="order-number"
              label={texts.info.orderNumber}
              marker={marker('orderNumber')}
              hint={texts.info.orderNumberHint}
              error={error('info.orderNumber')}
              registration={register('info.orderNumber')}
            />
          )}
          {shows.projectNumber && (
            <TextField
              id="project-number"
              label={texts.info.projectNumber}
              marker={marker('projectNumber')}
              hint={texts.info.projectNumberHint}
              error={error('info.projectNumber')}
              registration={register('info.projectNumber')}
            />
          )}
        </div>
      )}
      <TextAreaField
        id="order-comment"
        label={texts.info.comment}
        marker={marker('comment')}
        hint={texts.info.commentHint}
        rows={3}
        error={error('info.comment')}
        registration={register('info.comment')}
      />
      <TextField
        id="extra-email"
        type="email"
        label={texts.info.extraEmail}
        marker={marker('extraOrderConfirmationEmail')}
        hint={texts.info.extraEmailHint}
        inputMode="email"
        error={error('info.extraOrderConfirmationEmail')}
        registration={register('info.extraOrderConfirmationEmail')}
      />
      {shows.weeklyDelivery && (
        <CheckboxField
          id="weekly-delivery"
          label={texts.info.weeklyDelivery}
          hint={texts.info.weeklyDeliveryHint}
          registration={register('info.weeklyDelivery')}
        />
      )}
    </Section>
  );
}
