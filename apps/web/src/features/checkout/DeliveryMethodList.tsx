'use client';

import type { CurrencyFormat } from '@workwear/domain/markets';
import { formatMoney } from '@workwear/domain/money';
import { shownAmount } from '@workwear/domain/moneyPair';
import type { Register } from '@/ui';
import type { DeliveryGroup } from './metadataTypes';

export type DeliveryMethodTexts = {
  free: string;
  parcel: string;
  servicePoint: string;
  needsCellphone: string;
  needsFreeDelivery: string;
  none: string;
};

type Props = {
  groups: readonly DeliveryGroup[];
  register: Register;
  /** Choosing a method resets the payment method (domain chooseDeliveryMethod). */
  onChoose: (entryId: number) => void;
  error: string | undefined;
  showPrices: boolean;
  useIncVat: boolean;
  currency: CurrencyFormat;
  texts: DeliveryMethodTexts;
};

/**
 * The delivery methods of the buyer's group(s): a radio per method with its carrier type (spec §9:
 * parcel-b2b, service-point) and price. The group's name shows only when there are several groups.
 */
export function DeliveryMethodList({
  groups,
  register,
  onChoose,
  error,
  showPrices,
  useIncVat,
  currency,
  texts,
}: Props) {
  const methods = groups.flatMap((g) => g.methods);
  if (methods.length === 0) {
    return (
      <p role="alert" className="text-sm text-amber-900">
        {texts.none}
      </p>
    );
  }
  const first = methods[0]?.deliveryGroupEntryId;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.deliveryGroupId} className="flex flex-col gap-2">
          {groups.length > 1 && <p className="text-sm font-semibold text-slate-700">{group.name}</p>}
          {group.methods.map((method) => {
            const id = `delivery-method-${method.deliveryGroupEntryId}`;
            const amount = shownAmount(method.price, { incVat: useIncVat });
            const notes = [
              method.carrierType === 'parcel-b2b' ? texts.parcel : null,
              method.carrierType === 'service-point' ? texts.servicePoint : null,
              method.requiresCellphone ? texts.needsCellphone : null,
              method.requiresZeroDeliveryCost ? texts.needsFreeDelivery : null,
            ].filter((n): n is string => n !== null);
            return (
              <label
                key={method.deliveryGroupEntryId}
                htmlFor={id}
                data-testid="delivery-method"
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  id={id}
                  type="radio"
                  value={String(method.deliveryGroupEntryId)}
                  aria-invalid={error && method.deliveryGroupEntryId === first ? true : undefined}
                  aria-describedby={
                    [notes.length > 0 ? `${id}-notes` : null, error ? 'delivery-method-error' : null]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                  {...register('deliveryEntryId', {
                    onChange: (event) => onChoose(Number(event.target.value)),
                  })}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{method.name}</span>
                  {notes.length > 0 && (
                    <span id={`${id}-notes`} className="block text-sm text-slate-600">
                      {notes.map((note) => (
                        <span key={note} className="block">
                          {note}
                        </span>
                      ))}
                    </span>
                  )}
                </span>
                {showPrices && (
                  <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                    {amount === 0 ? texts.free : formatMoney(amount, { currency })}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      ))}
      {error && (
        <p id="delivery-method-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
