import { headers } from 'next/headers';
import { nonceOfPolicy } from '@/server/contentSecurityPolicy';

/**
 * The nonce of this response's Content-Security-Policy, for inline scripts of our own (Next puts it
 * on its own). The web server (server.ts) writes the policy into the request's headers; without it
 * (`next dev`) there is no policy and no nonce.
 */
export async function scriptNonce(): Promise<string | undefined> {
  return nonceOfPolicy((await headers()).get('content-security-policy') ?? '');
}
