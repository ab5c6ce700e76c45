import { FIELD_CLASS } from '@/ui';
import type { ApprovalsT } from './approvalServer';
import type { PendingQuery } from './pendingQuery';

type FieldName = 'buyer' | 'from' | 'to' | 'min' | 'max';

/**
 * The list's filters as a plain GET form (works without script; the URL keeps them, so a filtered list
 * can be shared and reloaded): buyer, requested from/to and amount from/to in the market's format.
 */
export function PendingFilters({
  base,
  query,
  example,
  t,
}: {
  base: string;
  query: PendingQuery;
  /** An amount written the market's way, for the hint and the error. */
  example: string;
  t: ApprovalsT;
}) {
  const field = (name: FieldName, label: string, type: 'text' | 'date' | 'search', hint?: string) => {
    const id = `pending-filter-${name}`;
    const error = name === 'min' || name === 'max' || name === 'to' ? query.errors[name] : undefined;
    const errorText = error && t(`filters.${error}`, { example });
    const described = [errorText ? `${id}-error` : null, hint ? `${id}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={query.values[name]}
          inputMode={name === 'min' || name === 'max' ? 'decimal' : undefined}
          autoComplete="off"
          aria-invalid={errorText ? true : undefined}
          aria-describedby={described || undefined}
          className={`${FIELD_CLASS} ${errorText ? 'border-red-600' : 'border-slate-300'}`}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        )}
        {errorText && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorText}
          </p>
        )}
      </div>
    );
  };
  const amountHint = t('filters.amountHint', { example });
  return (
    <form
      method="get"
      action={base}
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="pending-filters"
    >
      <fieldset>
        <legend className="mb-3 text-base font-bold text-slate-900">{t('filters.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {field('buyer', t('filters.buyer'), 'search')}
          {field('from', t('filters.from'), 'date')}
          {field('to', t('filters.to'), 'date')}
          {field('min', t('filters.minAmount'), 'text', amountHint)}
          {field('max', t('filters.maxAmount'), 'text', amountHint)}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="min-h-11 rounded-md bg-slate-900 px-5 text-sm font-semibold text-white hover:bg-slate-700"
          data-testid="pending-filter-apply"
        >
          {t('filters.apply')}
        </button>
        {query.filtered && (
          <a href={base} className="text-sm font-semibold text-slate-800 underline underline-offset-4">
            {t('filters.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
