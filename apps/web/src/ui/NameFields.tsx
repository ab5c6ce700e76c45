import { TextField } from './TextField';
import type { Register } from './useForm';

/**
 * A person's first and last name side by side, with the browser's name autofill: the account's details
 * and the create-account form ask them alike. `idPrefix` keeps each form's ids its own.
 */
export function NameFields({
  idPrefix,
  labels,
  errorOf,
  register,
}: {
  idPrefix: string;
  labels: { firstName: string; lastName: string };
  errorOf: (path: 'firstName' | 'lastName') => string | undefined;
  register: Register;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-first`}
        label={labels.firstName}
        error={errorOf('firstName')}
        registration={register('firstName')}
        input={{ autoComplete: 'given-name' }}
      />
      <TextField
        id={`${idPrefix}-last`}
        label={labels.lastName}
        error={errorOf('lastName')}
        registration={register('lastName')}
        input={{ autoComplete: 'family-name' }}
      />
    </div>
  );
}
