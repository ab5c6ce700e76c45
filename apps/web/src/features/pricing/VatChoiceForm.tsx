'use client';

import type { VatChoice } from '@workwear/domain/priceDisplay';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { CONSENT_DECIDED_EVENT, readStoredConsent } from '@/features/consent/client';
import { Button, Dialog, useDialog } from '@/ui';
import { pageHeading } from './pageHeading';
import { storeVatChoice } from './storeVatChoice';

type Texts = { title: string; text: string; incVat: string; exVat: string; save: string };

/**
 * The VAT-choice dialog: a modal <dialog> (focus trapped, Escape closes it without a choice, so it
 * asks again on the next page). Saving stores the choice and re-renders the page's prices.
 *
 * It opens only once the cookie question is answered: on a first visit the consent banner comes
 * first, and a modal dialog over it would make the banner unreachable.
 */
export function VatChoiceForm({ texts, https }: { texts: Texts; https: boolean }) {
  const dialog = useDialog();
  const router = useRouter();
  const [choice, setChoice] = useState<VatChoice>('incVAT');
  const titleId = useId();

  useEffect(() => {
    // Nothing on the page opened the dialog (the element that had focus may be the consent banner's
    // button, gone by now): closing it, by saving or by Escape, leads to the page's heading.
    const ask = () => {
      dialog.open();
      dialog.returnTo.current = pageHeading();
    };
    if (readStoredConsent(https)) {
      ask();
      return;
    }
    window.addEventListener(CONSENT_DECIDED_EVENT, ask, { once: true });
    return () => window.removeEventListener(CONSENT_DECIDED_EVENT, ask);
  }, [https, dialog]);

  const save = () => {
    storeVatChoice(choice, https);
    dialog.close();
    router.refresh();
  };

  return (
    <Dialog
      dialog={dialog}
      labelledBy={titleId}
      data-testid="vat-dialog"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl"
    >
      <form
        method="dialog"
        className="p-6"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {texts.title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{texts.text}</p>
        <fieldset className="mt-4 space-y-2">
          <legend className="sr-only">{texts.title}</legend>
          {(
            [
              ['incVAT', texts.incVat],
              ['exVAT', texts.exVat],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-slate-900"
            >
              <input
                type="radio"
                name="vatChoice"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="h-4 w-4 accent-slate-900"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="tall" className="mt-5 w-full">
          {texts.save}
        </Button>
      </form>
    </Dialog>
  );
}
