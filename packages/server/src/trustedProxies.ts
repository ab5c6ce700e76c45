import { BlockList, isIP } from 'node:net';
import { memoized } from './memoized';

/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d: the plain IPv4 form. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** One X-Forwarded-For entry as an address (brackets and a port removed), or null when it is none. */
function forwardedAddress(entry: string): string | null {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  const address = plainAddress(bracketed?.[1] ?? ipv4WithPort?.[1] ?? value);
  return isIP(address) ? address : null;
}

export interface TrustedProxies {
  has(address: string | undefined): boolean;
}

/** A TRUSTED_PROXIES list (addresses and CIDR ranges, validated by the configuration) as a membership test. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  // Asked two or three times a request, mostly about the same few peers: BlockList.check costs microseconds.
  const listed = memoized((address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  }, 4096);
  return {
    has: (address) => (address ? listed(address) : false),
  };
}

/**
 * The client's address: the peer itself, or, when the peer is a trusted proxy, the right-most
 * X-Forwarded-For entry that is not a trusted proxy. Entries further left were written by the client
 * and prove nothing; an entry that is not an address ends the walk, since nothing left of it can be
 * believed either.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const socket = plainAddress(peer);
  if (!trusted.has(socket) || !forwardedFor) return socket;
  const hops = forwardedFor.split(',').filter((hop) => hop.trim() !== '');
  let address = socket;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = forwardedAddress(hops[i]!);
    if (!hop) break;
    address = hop;
    if (!trusted.has(hop)) break;
  }
  return address;
}
