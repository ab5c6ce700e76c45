import { headers } from 'next/headers';

/**
 * The request's headers with the visitor's address as X-Forwarded-For. The web server (server.ts)
 * has set that header to exactly the visitor's address (the peer, or the right-most address before
 * the trusted proxies), and the API believes it from the storefront's server (127.0.0.1 by default),
 * so the API's per-client rate limits count each visitor rather than the storefront.
 */
export function withForwardedFor(init: RequestInit | undefined, visitor: string | undefined): RequestInit {
  if (!visitor) return init ?? {};
  const forwarded = new Headers(init?.headers);
  forwarded.set('x-forwarded-for', visitor);
  return { ...init, headers: forwarded };
}

/** This request's visitor, as the web server named them in X-Forwarded-For. */
export async function visitorAddress(): Promise<string | undefined> {
  try {
    return (await headers()).get('x-forwarded-for') ?? undefined;
  } catch {
    // Outside a request (nothing of ours runs there today) there is no visitor to name.
    return undefined;
  }
}
