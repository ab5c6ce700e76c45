'use client';

import type { VatChoice } from '@workwear/domain/priceDisplay';
import { useRouter } from 'next/navigation';
import { type MouseEvent, useEffect, useState } from 'react';
import { ReturnToField } from '@/features/shell/client';
import { storeVatChoice } from './storeVatChoice';

type Texts = { label: string; incVat: string; exVat: string };

/**
 * Two toggle buttons, the current choice pressed, in a POST form to /preferences, which stores the
 * choice and shows the page again: that works without script. With script a click stores the choice
 * in the browser (as the VAT dialog does) and re-renders the prices without leaving the page; the
 * pressed state follows at once, before the new prices arrive.
 */
export function VatSwitchButtons({
  choice,
  texts,
  https,
}: {
  choice: VatChoice;
  texts: Texts;
  https: boolean;
}) {
  const router = useRouter();
  const [shown, setShown] = useState(choice);
  useEffect(() => setShown(choice), [choice]);

  const choose = (event: MouseEvent, next: VatChoice) => {
    event.preventDefault();
    storeVatChoice(next, https);
    setShown(next);
    router.refresh();
  };

  return (
    <form action="/preferences" method="post">
      <ReturnToField />
      <fieldset data-testid="vat-switch" className="flex rounded-md border border-slate-300 p-0.5 text-sm">
        <legend className="sr-only">{texts.label}</legend>
        {(
          [
            ['incVAT', texts.incVat],
            ['exVAT', texts.exVat],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="submit"
            name="vatChoice"
            value={value}
            aria-pressed={shown === value}
            onClick={(event) => choose(event, value)}
            className="rounded px-2.5 py-1.5 font-semibold text-slate-700 hover:text-slate-900 aria-pressed:bg-slate-900 aria-pressed:text-white"
          >
            {label}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
