'use client';

// Deep imports keep the browser bundle to these two small modules, not the whole domain package.
import {
  acceptAllConsent,
  CONSENT_CATEGORIES,
  type Consent,
  type ConsentCategory,
  necessaryOnlyConsent,
} from '@workwear/domain/cookieConsent';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/ui';
import { CONSENT_DECIDED_EVENT, OPEN_COOKIE_SETTINGS_EVENT } from './consentEvents';
import { storeConsent } from './storedConsent';

type CategoryText = { name: string; text: string };
type Texts = {
  title: string;
  intro: string;
  acceptAll: string;
  necessaryOnly: string;
  customise: string;
  save: string;
  alwaysOn: string;
  categories: Record<ConsentCategory, CategoryText>;
};

/**
 * Cookie consent with the spec's four categories. Shown until a choice is stored; the footer's
 * "Cookie settings" reopens it with the stored choice, which can then be changed.
 */
export function CookieConsentPanel({
  initial,
  texts,
  https,
}: {
  initial: Consent | null;
  texts: Texts;
  /** As the server saw the request: decides the cookie's name and Secure flag. */
  https: boolean;
}) {
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [open, setOpen] = useState(initial === null);
  const [detailed, setDetailed] = useState(false);
  const [draft, setDraft] = useState<Consent>(initial ?? necessaryOnlyConsent());
  const titleId = useId();

  useEffect(() => {
    const reopen = () => {
      setDraft(consent ?? necessaryOnlyConsent());
      setDetailed(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, [consent]);

  if (!open) return null;

  const decide = (choice: Consent) => {
    storeConsent(choice, https);
    setConsent(choice);
    setOpen(false);
    window.dispatchEvent(new Event(CONSENT_DECIDED_EVENT));
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-modal="false"
      data-testid="cookie-consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto max-w-5xl px-4 py-4">
        <h2 id={titleId} className="text-base font-bold">
          {texts.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{texts.intro}</p>
        {detailed && (
          <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">{texts.customise}</legend>
            {CONSENT_CATEGORIES.map((category) => {
              const necessary = category === 'necessary';
              const id = `consent-${category}`;
              return (
                <div key={category} className="flex gap-3 rounded-md border border-slate-200 p-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-slate-900"
                    checked={necessary || draft[category]}
                    disabled={necessary}
                    onChange={(e) => setDraft({ ...draft, [category]: e.target.checked })}
                  />
                  <label htmlFor={id} className="text-sm">
                    <span className="font-semibold">{texts.categories[category].name}</span>
                    {necessary && <span className="ml-1 text-xs text-slate-500">({texts.alwaysOn})</span>}
                    <span className="block text-slate-600">{texts.categories[category].text}</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => decide(acceptAllConsent())}>{texts.acceptAll}</Button>
          <button
            type="button"
            onClick={() => decide(necessaryOnlyConsent())}
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold hover:border-slate-900"
          >
            {texts.necessaryOnly}
          </button>
          {detailed ? (
            <button
              type="button"
              onClick={() => decide(draft)}
              className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold hover:border-slate-900"
            >
              {texts.save}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setDetailed(true)}
              className="px-2 py-2 text-sm font-semibold underline underline-offset-2"
            >
              {texts.customise}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
