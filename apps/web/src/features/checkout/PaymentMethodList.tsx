'use client';

import type { Register } from '@/ui';
import type { PaymentMethodView } from './metadataTypes';

export type PaymentMethodTexts = { card: string; cardHint: string; invoice: string; invoiceHint: string };

/** Card (168, the default) and, for a company that may, invoice: a radio each, with what happens next. */
export function PaymentMethodList({
  methods,
  register,
  texts,
}: {
  methods: readonly PaymentMethodView[];
  register: Register;
  texts: PaymentMethodTexts;
}) {
  return (
    <div className="flex flex-col gap-2">
      {methods
        .filter((m) => m.active)
        .map((method) => {
          const id = `payment-method-${method.id}`;
          const card = method.provider === 'card';
          return (
            <label
              key={method.id}
              htmlFor={id}
              data-testid="payment-method"
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="radio"
                value={String(method.id)}
                aria-describedby={`${id}-hint`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...register('paymentMethodId')}
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {card ? texts.card : texts.invoice}
                </span>
                <span id={`${id}-hint`} className="block text-sm text-slate-600">
                  {card ? texts.cardHint : texts.invoiceHint}
                </span>
              </span>
            </label>
          );
        })}
    </div>
  );
}
