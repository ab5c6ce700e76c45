import { DomainError, type DomainErrorCode } from '@workwear/domain';

/**
 * A refusal of the auth service that carries more than a DomainError's code: a code of its own the
 * storefront recognises (punch_out_switch_refused, account_of_other_market) and, on a throttled
 * sign-in, when to try again. The handlers turn it into its response (handlers.ts).
 */
export class AuthRefusal extends DomainError {
  constructor(
    code: DomainErrorCode,
    message: string,
    readonly publicCode: string = code,
    readonly extra: { retryAfterSeconds?: number; current?: unknown } = {},
  ) {
    super(code, message, [], extra.current);
  }
}

/** The one answer to a wrong login name, a wrong password and an inactive account alike. */
export const SIGN_IN_REFUSED = 'The login name or the password is wrong.';

export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
