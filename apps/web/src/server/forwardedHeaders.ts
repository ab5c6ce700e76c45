import type { IncomingHttpHeaders } from 'node:http';
import { clientAddressOf, plainAddress, type TrustedProxies } from '@workwear/server/trustedProxies';
import { isValidHost } from './requestGuards';

/** Headers a proxy uses to say what the visitor sent; anyone else could forge them. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
] as const;

function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

export type ForwardedFacts = {
  /** The visitor's IP address (for rate limits and logs). */
  readonly clientAddress: string;
  /** The visitor's connection is https, as a trusted proxy says. */
  readonly https: boolean;
};

/**
 * Decides what the request's forwarding headers may say and rewrites them to exactly that, before
 * the page cache or Next sees the request: from a peer outside TRUSTED_PROXIES every forwarding
 * header is dropped; from a trusted proxy X-Forwarded-Proto is reduced to `https` or `http` and an
 * X-Forwarded-Host that is not a host name is dropped. Code further in can then believe them.
 */
export function settleForwardedHeaders(
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } },
  trusted: TrustedProxies,
): ForwardedFacts {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  const { headers } = req;
  if (!trusted.has(peer)) {
    for (const name of FORWARDING_HEADERS) delete headers[name];
    return { clientAddress: peer, https: false };
  }
  const clientAddress = clientAddressOf(peer, joined(headers['x-forwarded-for']), trusted);
  const https = firstValue(headers['x-forwarded-proto'])?.toLowerCase() === 'https';
  headers['x-forwarded-proto'] = https ? 'https' : 'http';
  const host = firstValue(headers['x-forwarded-host']);
  if (host && isValidHost(host)) headers['x-forwarded-host'] = host;
  else delete headers['x-forwarded-host'];
  delete headers.forwarded;
  delete headers['x-forwarded-port'];
  return { clientAddress, https };
}

function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
