import type { CheckoutStepNumber, Language } from '@workwear/domain';
import type { ReactNode } from 'react';
import { ArrivalHeading } from '@/ui';
import { CheckoutProgress } from './CheckoutProgress';
import { progressTexts } from './checkoutTexts';

/** A checkout step's page: its heading (focused on arrival, the page at its top), the step indicator, and the step. */
export async function CheckoutFrame({
  language,
  step,
  title,
  children,
}: {
  language: Language;
  step: CheckoutStepNumber;
  title: string;
  children: ReactNode;
}) {
  const texts = await progressTexts(language);
  return (
    <div data-testid={`checkout-step-${step}`} className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:pt-8">
      <CheckoutProgress language={language} current={step} texts={texts} />
      <ArrivalHeading
        testId="checkout-heading"
        className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title}
      </ArrivalHeading>
      {children}
    </div>
  );
}
