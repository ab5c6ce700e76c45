import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { AccountFrame, Card } from './AccountFrame';
import { LocalSettingsForm } from './LocalSettingsForm';

/** account/settings: the local user settings (spec: saveLocalSettings and hidePrice). */
export async function SettingsPage({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return (
    <AccountFrame language={language} current="AccountSettings" title={t('pages.settings')}>
      <p className="mt-2 text-slate-600">{t('settings.lead')}</p>
      <Card testId="local-settings">
        <LocalSettingsForm
          texts={{
            hidePrice: t('settings.hidePrice'),
            hidePriceHelp: t('settings.hidePriceHelp'),
            saveLocalSettings: t('settings.saveLocalSettings'),
            saveLocalSettingsHelp: t('settings.saveLocalSettingsHelp'),
            save: t('settings.save'),
            LocalSettingsSuccess: t('settings.LocalSettingsSuccess'),
            LocalSettingsError: t('settings.LocalSettingsError'),
          }}
        />
      </Card>
    </AccountFrame>
  );
}
