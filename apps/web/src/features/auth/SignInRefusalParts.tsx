'use client';

import { useState } from 'react';
import { Button } from '@/ui';
import { resendConfirmation } from './accountActions';

/**
 * The way to a buyer's own shop: the market (and their language) are chosen with the header's
 * preferences form (a POST: state never changes through a GET), which then shows that shop's sign-in.
 */
export function OtherShopLink({
  market,
  language,
  label,
}: {
  market: string;
  language: string;
  label: string;
}) {
  return (
    <form method="post" action="/preferences">
      <input type="hidden" name="market" value={market} />
      <input type="hidden" name="lang" value={language} />
      <input type="hidden" name="returnTo" value={`/login?returnTo=${encodeURIComponent(`/${language}`)}`} />
      <button
        type="submit"
        className="w-full text-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        data-testid="other-shop-link"
      >
        {label}
      </button>
    </form>
  );
}

/** "Send the link again" for an account awaiting confirmation: the same answer for any address. */
export function ResendConfirmation({
  userName,
  texts,
}: {
  userName: () => string;
  texts: { label: string; sent: string; tooMany: string };
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'tooMany'>('idle');
  if (state === 'sent' || state === 'tooMany')
    return (
      <p role="status" className="text-sm text-slate-700" data-testid="resend-answer">
        {state === 'sent' ? texts.sent : texts.tooMany}
      </p>
    );
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={state === 'busy'}
      onClick={async () => {
        setState('busy');
        const answer = await resendConfirmation(userName()).catch(() => null);
        setState(answer && !answer.ok && answer.error === 'tooMany' ? 'tooMany' : 'sent');
      }}
    >
      {texts.label}
    </Button>
  );
}
