/**
 * The delivery address check (spec §5): through the API, only where the delivery country has address
 * validation on, and only once the address form is valid; any change to the address resets it. A
 * failed call counts as invalid, with no suggestions. Zip-code and address errors are told apart so
 * each shows on its own field. A verdict belongs to the address it was given for (its key): a verdict
 * for another key is no verdict.
 */
export type AddressVerdict =
  | {
      readonly kind: 'checked';
      readonly isValid: boolean;
      readonly zipCodeError: boolean;
      readonly addressError: boolean;
    }
  | { readonly kind: 'failed' };

export type KeyedVerdict = { readonly key: string; readonly verdict: AddressVerdict };

export type AddressCheckState =
  /** The country runs no validation (or the address is a saved one): the form's own rules decide. */
  | { readonly status: 'notNeeded' }
  /** The form is not valid yet: nothing to check. */
  | { readonly status: 'incomplete' }
  /** Valid in form, not yet checked (or being checked) for this address. */
  | { readonly status: 'checking' }
  | { readonly status: 'valid' }
  | {
      readonly status: 'invalid';
      readonly zipCodeError: boolean;
      readonly addressError: boolean;
      /** The check itself failed (no answer): invalid, with no suggestion. */
      readonly failed: boolean;
    };

export function addressCheckState(input: {
  readonly needed: boolean;
  readonly formValid: boolean;
  readonly key: string;
  readonly verdict: KeyedVerdict | null;
}): AddressCheckState {
  if (!input.needed) return { status: 'notNeeded' };
  if (!input.formValid) return { status: 'incomplete' };
  const verdict = input.verdict?.key === input.key ? input.verdict.verdict : null;
  if (!verdict) return { status: 'checking' };
  if (verdict.kind === 'failed')
    return { status: 'invalid', zipCodeError: false, addressError: true, failed: true };
  if (verdict.isValid) return { status: 'valid' };
  // An invalid verdict names at least one field; one that names neither is shown on the address.
  const addressError = verdict.addressError || !verdict.zipCodeError;
  return { status: 'invalid', zipCodeError: verdict.zipCodeError, addressError, failed: false };
}

/** Whether the address lets the step be valid. */
export const addressCheckPasses = (state: AddressCheckState): boolean =>
  state.status === 'notNeeded' || state.status === 'valid';

/** Whether a call should go out now: the form is valid and this address has no verdict yet. */
export const shouldCheckAddress = (state: AddressCheckState): boolean => state.status === 'checking';
