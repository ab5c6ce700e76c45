import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
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

/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export type TrustedProxies = { has(address: string | undefined): boolean };

/** The TRUSTED_PROXIES list (addresses and CIDR ranges) as a membership test. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    has(address) {
      if (!address) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/**
 * The visitor's address: the peer itself, or, behind trusted proxies, the right-most X-Forwarded-For
 * entry that is not one of them (entries further left were written by the visitor and prove nothing).
 */
function clientAddressOf(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  if (!trusted.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] as string;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? peer;
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
