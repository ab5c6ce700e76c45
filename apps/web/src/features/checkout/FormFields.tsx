import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldRegistration } from '@/ui';
import { describedBy, Field, FieldNotes, type FieldProps, fieldControlProps } from '@/ui';

/** The checkout's labelled fields: ui's Field around a control registered with useForm (ui). */
type Common = FieldProps & { registration: FieldRegistration };

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
    <Field id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <input {...fieldControlProps(id, hint, error)} {...input} {...registration} />
    </Field>
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
    <Field id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <textarea {...fieldControlProps(id, hint, error, ' min-h-24')} {...area} {...registration} />
    </Field>
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
    <Field id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <select {...fieldControlProps(id, hint, error)} {...select} {...registration}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
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
