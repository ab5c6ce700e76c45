'use client';

import type { ServicePoint } from '@workwear/contracts';
import { useEffect, useState } from 'react';
import type { Register } from '@/ui';
import { loadServicePoints } from './actions';

export type ServicePointTexts = {
  legend: string;
  hint: string;
  loading: string;
  none: string;
  failed: string;
  enterZip: string;
};

const LOOKUP_DELAY_MS = 300;

type Lookup =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly zipCode: string }
  | { readonly status: 'ready'; readonly zipCode: string; readonly points: readonly ServicePoint[] }
  | { readonly status: 'failed'; readonly zipCode: string };

/**
 * The service points near the delivery postcode (GET metadata/servicePoints through the storefront's
 * server), a radio each with its address and opening hours, nearest first: the chosen point's id goes
 * with the order (the API checks it and keeps the point). Asked again when the postcode changes.
 */
export function ServicePointPicker({
  lang,
  zipCode,
  chosen,
  register,
  onLoaded,
  error,
  texts,
}: {
  lang: string;
  zipCode: string;
  chosen: string | null;
  register: Register;
  /** The points offered now: the chosen one must be among them. */
  onLoaded: (ids: readonly string[]) => void;
  error: string | undefined;
  texts: ServicePointTexts;
}) {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const wanted = zipCode.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the postcode changes
  useEffect(() => {
    if (wanted.length < 3) {
      setLookup({ status: 'idle' });
      return;
    }
    let current = true;
    setLookup({ status: 'loading', zipCode: wanted });
    const timer = window.setTimeout(() => {
      loadServicePoints({ lang, zipCode: wanted }).then(
        (points) => {
          if (!current) return;
          setLookup(
            points ? { status: 'ready', zipCode: wanted, points } : { status: 'failed', zipCode: wanted },
          );
          if (points) onLoaded(points.map((p) => p.id));
        },
        () => current && setLookup({ status: 'failed', zipCode: wanted }),
      );
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [wanted, lang]);

  return (
    <fieldset
      data-testid="service-points"
      aria-describedby={`service-point-hint${error ? ' service-point-error' : ''}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <legend className="px-1 font-semibold text-slate-900">{texts.legend}</legend>
      <p id="service-point-hint" className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {lookup.status === 'idle' ? texts.enterZip : lookup.status === 'loading' ? texts.loading : ''}
      </p>
      {lookup.status === 'failed' && (
        <p role="alert" className="text-sm text-amber-900">
          {texts.failed}
        </p>
      )}
      {lookup.status === 'ready' && lookup.points.length === 0 && (
        <p className="text-sm text-slate-700">{texts.none}</p>
      )}
      {lookup.status === 'ready' &&
        lookup.points.map((point) => {
          const id = `service-point-${point.id}`;
          return (
            <label
              key={point.id}
              htmlFor={id}
              data-testid="service-point"
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 hover:border-slate-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type="radio"
                value={point.id}
                aria-invalid={error && chosen === null ? true : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                {...register('servicePointId')}
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{point.name}</span>
                <span className="block text-slate-700">
                  {point.addressLine1}, {point.zipCode} {point.city}
                </span>
                <span className="block text-slate-600">{point.openingHours}</span>
              </span>
            </label>
          );
        })}
      {error && (
        <p id="service-point-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
