import { createAuthApi, HttpError } from '@workwear/client';
import { serverApi } from '@/lib/serverApi';
import { leaveEndedSession } from './endedSession';

/**
 * The auth service over the API's internal URL, on behalf of one visitor (their address as
 * X-Forwarded-For, so the API's sign-in throttle counts visitors) and, for authorised calls, with
 * their access token. Only the storefront's server builds one: tokens never reach page script.
 */
export function authApiFor(visitor: {
  address?: string;
  accessToken?: string;
  /** Sees each response's headers (a throttled sign-in's Retry-After). */
  onResponse?: (response: Response) => void;
  /**
   * False for an action that sends the visitor to the logged-out page itself on a 401: dropping the
   * access cookie there would make Next re-render the current page in the action's answer, and a
   * restricted page without its token redirects to sign-in, racing the logged-out page.
   */
  leaveEndedSession?: boolean;
}) {
  return createAuthApi(
    serverApi({
      visitorAddress: () => visitor.address,
      session: {
        getToken: () => visitor.accessToken,
        ...(visitor.leaveEndedSession === false ? {} : { onSessionEnded: leaveEndedSession }),
      },
      ...(visitor.onResponse ? { onResponse: visitor.onResponse } : {}),
    }),
  );
}

/** The status of an API refusal, undefined for anything else (network failure, timeout). */
export function refusalStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The API's error code of a refusal (`{ code, message }`), when it sent one. */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : undefined;
}
