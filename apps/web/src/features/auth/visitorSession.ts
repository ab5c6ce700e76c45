import type { ApiSession } from '@/lib/serverApi';
import { leaveEndedSession } from './endedSession';
import { getSignedIn, type SignedIn } from './session';

type TokenHolder = Pick<SignedIn, 'accessToken'>;

/**
 * This request's session for a server-side API call: the signed-in visitor's access token (none for
 * a guest) and, on the API's 401, the logged-out page (endedSession.ts). A caller that has already
 * read the visitor passes them, so every call of one scope carries the same token.
 */
export function visitorSession(signedIn?: TokenHolder | null): ApiSession {
  const getToken =
    signedIn === undefined
      ? async () => (await getSignedIn())?.accessToken
      : async () => signedIn?.accessToken;
  return { getToken, onSessionEnded: leaveEndedSession };
}
