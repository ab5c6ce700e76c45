/*
 * The storefront's shared UI primitives, styled with Tailwind: features build their pages from these
 * rather than copying class strings. Dialog is the native modal <dialog> (the browser traps focus and
 * closes on Escape); Disclosure is the native <details>.
 */

export { ArrivalHeading } from './ArrivalHeading';
export {
  Button,
  ButtonLink,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
} from './Button';
export { Dialog, type DialogHandle, useDialog } from './Dialog';
export { Disclosure } from './Disclosure';
export {
  describedBy,
  FIELD_CLASS,
  Field,
  FieldLabel,
  FieldNotes,
  type FieldNotesProps,
  type FieldProps,
  fieldControlProps,
} from './Field';
export { focusFirstError } from './focusFirstError';
export { IntentLink } from './IntentLink';
export { NameFields } from './NameFields';
export { TextField } from './TextField';
export { type FieldRegistration, type Register, type RegisterOptions, useForm } from './useForm';
