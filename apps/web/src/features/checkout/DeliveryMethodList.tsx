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
  /** The express method with a number given: where the carrier's messages go ('{phone}'). */
  cellphoneGiven: string;
  needsFreeDelivery: string;
  /** '{min}–{max} working days', '{days} working day', '{days} working days'. */
  daysRange: string;
  daysOne: string;
  daysMany: string;
  none: string;
};

/** A method's delivery time in words. */
export function deliveryTimeText(days: { min: number; max: number }, texts: DeliveryMethodTexts): string {
  if (days.min !== days.max)
    return texts.daysRange.replace('{min}', String(days.min)).replace('{max}', String(days.max));
  return (days.min === 1 ? texts.daysOne : texts.daysMany).replace('{days}', String(days.min));
}

type Props = {
  groups: readonly DeliveryGroup[];
  register: Register;
  /** Choosing a method resets the payment method (domain chooseDeliveryMethod). */
  onChoose: (entryId: number) => void;
  error: string | undefined;
  showPrices: boolean;
  useIncVat: boolean;
  currency: CurrencyFormat;
  /**
   * Methods this cart cannot use, by group entry id (a free-delivery-only method while delivery
   * costs): shown disabled with the reason, as send would refuse them (code 15).
   */
  unavailable: ReadonlySet<number>;
  /** The buyer's cellphone as given in step 2 (with its +), or null: the express method asks only then. */
  cellphone: string | null;
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
  unavailable,
  cellphone,
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
  const first = methods.find((m) => !unavailable.has(m.deliveryGroupEntryId))?.deliveryGroupEntryId;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.deliveryGroupId} className="flex flex-col gap-2">
          {groups.length > 1 && <p className="text-sm font-semibold text-slate-700">{group.name}</p>}
          {group.methods.map((method) => {
            const id = `delivery-method-${method.deliveryGroupEntryId}`;
            const amount = shownAmount(method.price, { incVat: useIncVat });
            const disabled = unavailable.has(method.deliveryGroupEntryId);
            const notes = [
              deliveryTimeText(method.deliveryDays, texts),
              method.carrierType === 'parcel-b2b' ? texts.parcel : null,
              method.carrierType === 'service-point' ? texts.servicePoint : null,
              // Asked once: with a number from step 2 the method says where its messages go.
              method.requiresCellphone
                ? cellphone
                  ? texts.cellphoneGiven.replace('{phone}', cellphone)
                  : texts.needsCellphone
                : null,
              disabled ? texts.needsFreeDelivery : null,
            ].filter((n): n is string => n !== null);
            return (
              <label
                key={method.deliveryGroupEntryId}
                htmlFor={id}
                data-testid="delivery-method"
                data-disabled={disabled || undefined}
                className={`flex items-start gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                  disabled
                    ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50'
                    : 'cursor-pointer border-slate-300 hover:border-slate-500'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  disabled={disabled}
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
                        <span
                          key={note}
                          data-testid={note === notes[0] ? 'delivery-time' : undefined}
                          className={`block ${disabled && note === texts.needsFreeDelivery ? 'font-medium text-slate-800' : ''}`}
                        >
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
