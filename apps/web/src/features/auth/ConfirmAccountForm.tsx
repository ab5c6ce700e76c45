'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/ui';
import { confirmAccount } from './accountActions';

type Texts = {
  submit: string;
  done: string;
  badLink: string;
  missingToken: string;
  failed: string;
  signIn: string;
};

/**
 * The page the confirmation e-mail links to. The token is read from the address in the browser (the
 * page's HTML never carries it) and sent only when the owner presses the button: a mail scanner that
 * opens the link confirms nothing.
 */
export function ConfirmAccountForm({ texts, loginHref }: { texts: Texts; loginHref: string }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'bad' | 'failed'>('idle');
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);

  if (state === 'done')
    return (
      <div
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
        data-testid="confirm-done"
      >
        <p>{texts.done}</p>
        <a href={loginHref} className="mt-2 inline-block font-semibold underline">
          {texts.signIn}
        </a>
      </div>
    );
  if (token === null || state === 'bad')
    return (
      <div
        role="alert"
        className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
        data-testid="confirm-bad"
      >
        <p>{token === null ? texts.missingToken : texts.badLink}</p>
        <a href={loginHref} className="mt-2 inline-block font-semibold underline">
          {texts.signIn}
        </a>
      </div>
    );
  return (
    <div className="space-y-4">
      {state === 'failed' && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {texts.failed}
        </p>
      )}
      <Button
        size="xl"
        className="w-full disabled:opacity-70"
        disabled={!token || state === 'busy'}
        onClick={async () => {
          if (!token) return;
          setState('busy');
          const answer = await confirmAccount(token).catch(() => null);
          setState(answer?.ok ? 'done' : answer && answer.error === 'fields' ? 'bad' : 'failed');
        }}
      >
        {texts.submit}
      </Button>
    </div>
  );
}
