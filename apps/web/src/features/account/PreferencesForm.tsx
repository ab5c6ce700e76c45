'use client';

import { type FormEvent, useState } from 'react';
import { Button, useForm } from '@/ui';
import type { AccountFormTexts } from './accountFormTexts';
import { useCustomerVersion } from './CustomerVersion';
import { FormAnswer } from './DetailsForm';
import { savePreferences } from './ownAccountActions';

type Values = { newsletter: boolean; orderStatus: boolean };
type Texts = AccountFormTexts & {
  newsletter: string;
  newsletterHelp: string;
  orderStatus: string;
  orderStatusHelp: string;
};

const noIssues = () => [];

/** The e-mails the consumer wants: news and offers (opt-in) and order updates. */
export function PreferencesForm({ preferences, texts }: { preferences: Values; texts: Texts }) {
  const form = useForm({ defaults: preferences, check: noIssues });
  const [version, setVersion] = useCustomerVersion();
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'stale' | 'failed'>('idle');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    const result = await savePreferences({ version, ...form.getValues() }).catch(() => null);
    if (result?.ok) {
      setVersion(result.value.version);
      form.reset(result.value.emailPreferences);
      setState('saved');
      return;
    }
    if (result && result.error === 'stale' && result.current) {
      const current = result.current as { version: number; emailPreferences: Values };
      setVersion(current.version);
      form.reset(current.emailPreferences);
      setState('stale');
      return;
    }
    setState('failed');
  };
  const option = (key: keyof Values, label: string, help: string) => (
    <label className="flex items-start gap-3" htmlFor={`prefs-${key}`}>
      <input
        id={`prefs-${key}`}
        type="checkbox"
        className="mt-1 h-5 w-5 accent-brand-700"
        {...form.register(key)}
      />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{help}</span>
      </span>
    </label>
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="preferences-form">
      <FormAnswer state={state} texts={texts} />
      {option('newsletter', texts.newsletter, texts.newsletterHelp)}
      {option('orderStatus', texts.orderStatus, texts.orderStatusHelp)}
      <Button type="submit" disabled={state === 'busy'} className="disabled:opacity-70">
        {state === 'busy' ? texts.saving : texts.save}
      </Button>
    </form>
  );
}
