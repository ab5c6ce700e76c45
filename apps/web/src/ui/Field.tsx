import type { ReactNode } from 'react';

/*
 * A labelled form field: a visible label (with a required or optional marker), an optional hint, and
 * an error that is linked to the control (aria-describedby, aria-invalid), so a screen reader reads
 * the label, the hint and the error together. The error's element id is `<id>-error`, which the forms
 * use to move focus to the first error.
 */

export const FIELD_CLASS =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none disabled:bg-slate-100 disabled:text-slate-600';

export type FieldNotesProps = { id: string; hint?: string | undefined; error?: string | undefined };

export type FieldProps = FieldNotesProps & {
  label: string;
  /** Marks the label: '*' for required, or the words for optional. */
  marker?: ReactNode;
};

const borderOf = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The control's id, its link to the notes and its border, which every labelled control shares. */
export function fieldControlProps(
  id: string,
  hint: string | undefined,
  error: string | undefined,
  extraClass = '',
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: `${FIELD_CLASS} ${borderOf(error)}${extraClass}`,
  } as const;
}

export function FieldLabel({ id, label, marker }: { id: string; label: string; marker?: ReactNode }) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {marker ? <span className="ml-1 font-normal text-slate-600">{marker}</span> : null}
    </label>
  );
}

export function FieldNotes({ id, hint, error }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
          <span aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </>
  );
}

/** Label, control and notes in one box; the control takes fieldControlProps(id, hint, error). */
export function Field({
  id,
  label,
  hint,
  error,
  marker,
  className,
  children,
}: FieldProps & { className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} marker={marker} />
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
