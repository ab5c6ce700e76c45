import type { Customer } from '@workwear/contracts';
import {
  countriesOfMarket,
  countryName,
  countryOfMarket,
  type Language,
  type Market,
  PASSWORD_MIN_LENGTH,
  regionsOf,
} from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/features/auth';
import { fieldErrorTexts, fieldMessageTexts } from '@/features/checkout';
import { Card } from './AccountFrame';
import { AddressBook } from './AddressBook';
import type { AccountFormTexts } from './accountFormTexts';
import { CustomerVersion } from './CustomerVersion';
import { DetailsForm } from './DetailsForm';
import { PreferencesForm } from './PreferencesForm';

/**
 * What a consumer changes on their account page: name and phone, addresses, password, e-mail
 * preferences. Each form checks the domain's rules in the browser; the API checks them again.
 */
export async function ConsumerAccount({
  customer,
  market,
  language,
  culture,
}: {
  customer: Customer;
  market: Market;
  language: Language;
  culture: string;
}) {
  const [t, c, errors] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account' }),
    getTranslations({ locale: language, namespace: 'checkout' }),
    fieldErrorTexts(language),
  ]);
  const messages = fieldMessageTexts(errors);
  const formTexts: AccountFormTexts = {
    save: t('edit.save'),
    saving: t('edit.saving'),
    saved: t('edit.saved'),
    stale: t('edit.stale'),
    failed: t('edit.failed'),
    optional: t('edit.optional'),
    errors: messages,
  };
  const countries = countriesOfMarket(market, { chooseDeliveryCountry: false }).map((country) => ({
    id: country.id,
    code: country.code,
    name: countryName(country.code, culture),
    regions: regionsOf(country.code).map((r) => ({ code: r.code, name: r.name })),
  }));
  // "Your new password must have at least 10 characters, contain more than digits, ..."
  const rules = `${t('reset.rulesTitle')} ${[
    t('reset.ruleLength', { min: PASSWORD_MIN_LENGTH }),
    t('reset.ruleDigits'),
    t('reset.ruleLoginName'),
  ].join(', ')}.`;
  return (
    <CustomerVersion initial={customer.version}>
      <Card title={t('edit.detailsTitle')} testId="details">
        <DetailsForm
          dialCode={countryOfMarket(market).dialCode}
          customer={{
            firstName: customer.firstName,
            lastName: customer.lastName,
            cellPhone: customer.cellPhone ?? '',
          }}
          texts={{
            ...formTexts,
            firstName: t('edit.firstName'),
            lastName: t('edit.lastName'),
            phone: t('profile.phone'),
            phoneHint: t('edit.phoneHint'),
          }}
        />
      </Card>
      <Card title={t('edit.addressesTitle')} testId="addresses">
        <AddressBook
          addresses={customer.addresses}
          countries={countries}
          locale={culture}
          formTexts={formTexts}
          texts={{
            title: t('edit.addressesTitle'),
            none: t('edit.noAddresses'),
            add: t('edit.addAddress'),
            edit: t('edit.editAddress'),
            delete: t('edit.deleteAddress'),
            makeDefault: t('edit.makeDefault'),
            isDefault: t('edit.isDefault'),
            cancel: t('edit.cancel'),
            deleted: t('edit.deleted'),
            undo: t('edit.undo'),
            restored: t('edit.restored'),
            careOf: c('address.careOf'),
            addressLine1: c('address.addressLine1'),
            addressLine2: c('address.addressLine2'),
            zipCode: c('address.zipCode'),
            city: c('address.city'),
            region: c('address.region'),
            chooseRegion: c('address.chooseRegion'),
            country: c('address.country'),
            loading: c('page.loading'),
          }}
        />
      </Card>
      <Card title={t('edit.passwordTitle')} testId="password">
        <ChangePasswordForm
          texts={{
            currentPassword: t('edit.currentPassword'),
            newPassword: t('reset.newPassword'),
            confirm: t('reset.confirm'),
            rules,
            submit: t('edit.changePassword'),
            saving: t('edit.saving'),
            done: t('edit.passwordChanged'),
            required: t('login.required'),
            wrongCurrent: t('edit.wrongCurrent'),
            broken: t('reset.broken'),
            mismatch: t('reset.mismatch'),
            weak: t('reset.weak'),
            tooMany: t('edit.tooMany'),
            failed: t('edit.failed'),
          }}
        />
      </Card>
      <Card title={t('edit.preferencesTitle')} testId="preferences">
        <PreferencesForm
          preferences={customer.emailPreferences}
          texts={{
            ...formTexts,
            newsletter: t('edit.newsletter'),
            newsletterHelp: t('edit.newsletterHelp'),
            orderStatus: t('edit.orderStatus'),
            orderStatusHelp: t('edit.orderStatusHelp'),
          }}
        />
      </Card>
    </CustomerVersion>
  );
}
