import type { InputHTMLAttributes } from 'react';
import { Field, fieldControlProps } from './Field';
import type { FieldRegistration } from './useForm';

/**
 * A labelled text input registered with useForm: the shop's one field look (Field), its message
 * linked to the control. The account and sign-up forms build on it.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  marker,
  registration,
  input,
  className,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  marker?: string | undefined;
  registration: FieldRegistration;
  input?: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} marker={marker} className={className}>
      <input type="text" {...input} {...fieldControlProps(id, hint, error)} {...registration} />
    </Field>
  );
}
