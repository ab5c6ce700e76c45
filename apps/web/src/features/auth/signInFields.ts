import type { FieldIssue } from '@workwear/domain/checkout/checkoutFieldRules';

/**
 * The sign-in form's two fields and their one rule, as a plain function: the form checks them in the
 * browser without zod (useForm), and signInInput.ts's schema checks the same again on the server.
 * The message is a key of the account messages: the form shows the visitor's language's "required".
 */
export type SignInFields = { userName: string; password: string };

export const SIGN_IN_DEFAULTS: SignInFields = { userName: '', password: '' };

/** Longer than any login name or password the API accepts, so never a real one. */
export const SIGN_IN_MAX_LENGTH = 200;

const filled = (value: string) => value.length > 0 && value.length <= SIGN_IN_MAX_LENGTH;

export function signInIssues({ userName, password }: SignInFields): FieldIssue[] {
  return [
    ...(filled(userName.trim()) ? [] : [{ path: 'userName', message: 'required' }]),
    ...(filled(password) ? [] : [{ path: 'password', message: 'required' }]),
  ];
}
