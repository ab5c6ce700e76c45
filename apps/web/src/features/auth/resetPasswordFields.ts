import type { FieldIssue } from '@workwear/domain/checkout/checkoutFieldRules';
import { brokenPasswordRules, PASSWORD_RULES } from '@workwear/domain/passwordRules';

/** The reset form's fields: the new password, typed twice. */
export type ResetPasswordFields = { newPassword: string; confirm: string };

export const RESET_PASSWORD_DEFAULTS: ResetPasswordFields = { newPassword: '', confirm: '' };

/**
 * The domain's password rules (the ones the API checks again, with its strength estimate on top),
 * then the repeat: compared only once the password itself may be used, as one mistake at a time.
 */
export function resetPasswordIssues({ newPassword, confirm }: ResetPasswordFields): FieldIssue[] {
  const broken = brokenPasswordRules(newPassword).map((rule) => ({
    path: 'newPassword',
    message: PASSWORD_RULES[rule],
  }));
  if (broken.length > 0) return broken;
  return newPassword === confirm ? [] : [{ path: 'confirm', message: 'mismatch' }];
}
