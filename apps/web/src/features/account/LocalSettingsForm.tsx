'use client';

import { useEffect, useState } from 'react';
import { Button, useForm } from '@/ui';
import {
  applyLocalUserSettings,
  DEFAULT_LOCAL_USER_SETTINGS,
  type LocalUserSettings,
  readLocalUserSettings,
  writeLocalUserSettings,
} from './localUserSettings';

type Texts = {
  hidePrice: string;
  hidePriceHelp: string;
  saveLocalSettings: string;
  saveLocalSettingsHelp: string;
  save: string;
  LocalSettingsSuccess: string;
  LocalSettingsError: string;
};

// Two switches, any pair of which may be saved.
const noIssues = () => [];

/**
 * account/settings: saveLocalSettings and hidePrice, stored in this browser (spec: localUserSettings),
 * in the shop's one form style (useForm): the stored pair is the form's values once read.
 */
export function LocalSettingsForm({ texts }: { texts: Texts }) {
  const { register, reset, getValues } = useForm<LocalUserSettings>({
    defaults: DEFAULT_LOCAL_USER_SETTINGS,
    check: noIssues,
  });
  const [message, setMessage] = useState<'LocalSettingsSuccess' | 'LocalSettingsError' | null>(null);
  useEffect(() => {
    try {
      reset(readLocalUserSettings(window.localStorage, window.sessionStorage));
    } catch {
      // Storage unavailable: the defaults stay, saving reports the error.
    }
  }, [reset]);

  const save = () => {
    const settings = getValues();
    try {
      writeLocalUserSettings(settings, window.localStorage, window.sessionStorage);
      applyLocalUserSettings(settings);
      setMessage('LocalSettingsSuccess');
    } catch {
      setMessage('LocalSettingsError');
    }
  };

  const row = (key: keyof LocalUserSettings, label: string, help: string) => (
    <div className="flex gap-3 py-4">
      <input
        id={`setting-${key}`}
        type="checkbox"
        {...register(key, { onChange: () => setMessage(null) })}
        aria-describedby={`setting-${key}-help`}
        className="mt-1 size-5 shrink-0 accent-slate-900"
      />
      <div>
        <label htmlFor={`setting-${key}`} className="font-semibold text-slate-900">
          {label}
        </label>
        <p id={`setting-${key}-help`} className="text-sm text-slate-600">
          {help}
        </p>
      </div>
    </div>
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="divide-y divide-slate-100"
    >
      {row('hidePrice', texts.hidePrice, texts.hidePriceHelp)}
      {row('saveLocalSettings', texts.saveLocalSettings, texts.saveLocalSettingsHelp)}
      <div className="flex flex-wrap items-center gap-4 pt-5">
        <Button type="submit" size="lg">
          {texts.save}
        </Button>
        <p
          role="status"
          className={message === 'LocalSettingsError' ? 'text-sm text-red-700' : 'text-sm text-green-800'}
        >
          {message ? texts[message] : ''}
        </p>
      </div>
    </form>
  );
}
