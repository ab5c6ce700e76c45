import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldRegistration } from './useCheckoutForm';

/**
 * The checkout's labelled fields: a visible label, an optional hint, and an error that is linked to
 * the control (aria-describedby, aria-invalid), so a screen reader reads the label, the hint and the
 * error together. The error's element id is `<id>-error`, which the forms use to move focus.
 */
type Common = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marks the label: '*' for required, or the words for optional. */
  marker?: ReactNode;
  registration: FieldRegistration;
};

export const FIELD_CLASS =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none disabled:bg-slate-100 disabled:text-slate-600';

const borderOf = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldLabel({ id, label, marker }: { id: string; label: string; marker?: ReactNode }) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
      {label}
      {marker ? <span className="ml-1 font-normal text-slate-600">{marker}</span> : null}
    </label>
  );
}

export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
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

/** Label, control and notes in one box: what every labelled field but the checkbox holds. */
function LabelledField({
  id,
  label,
  hint,
  error,
  marker,
  className,
  children,
}: Omit<Common, 'registration'> & { className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} marker={marker} />
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The control's id, its link to the notes and its border, which every labelled control shares. */
function controlProps(id: string, hint: string | undefined, error: string | undefined, extraClass = '') {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: `${FIELD_CLASS} ${borderOf(error)}${extraClass}`,
  } as const;
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | keyof FieldRegistration>;

export function TextField({
  id,
  label,
  hint,
  error,
  marker,
  registration,
  className,
  ...input
}: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <input {...controlProps(id, hint, error)} {...input} {...registration} />
    </LabelledField>
  );
}

type TextAreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | keyof FieldRegistration>;

export function TextAreaField({
  id,
  label,
  hint,
  error,
  marker,
  registration,
  className,
  ...area
}: TextAreaProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <textarea {...controlProps(id, hint, error, ' min-h-24')} {...area} {...registration} />
    </LabelledField>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | keyof FieldRegistration> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  };

export function SelectField({
  id,
  label,
  hint,
  error,
  marker,
  registration,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <select {...controlProps(id, hint, error)} {...select} {...registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

type CheckboxProps = Omit<Common, 'marker'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | keyof FieldRegistration>;

export function CheckboxField({ id, label, hint, error, registration, className, ...input }: CheckboxProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...input}
          {...registration}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}

/** A titled group of fields (fieldset with a legend), the checkout's sections. */
export function Section({
  legend,
  children,
  testId,
  describedById,
}: {
  legend: string;
  children: ReactNode;
  testId?: string;
  describedById?: string;
}) {
  return (
    <fieldset
      data-testid={testId}
      aria-describedby={describedById}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="float-left mb-4 w-full text-lg font-bold text-slate-900">{legend}</legend>
      <div className="clear-both flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}
