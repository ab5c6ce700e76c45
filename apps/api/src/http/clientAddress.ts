import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The storefront's server calls the API from the same machine and forwards each visitor's address in
 * X-Forwarded-For, so loopback is trusted unless TRUSTED_PROXIES says otherwise.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

/** An IPv4 address written as IPv6 (::ffff:203.0.113.7, as a dual-stack socket gives it) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** One X-Forwarded-For entry as an address: brackets and a port removed; null when it is none. */
function forwardedAddress(entry: string): string | null {
  const value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  const address = plainAddress(bracketed?.[1] ?? ipv4WithPort?.[1] ?? value);
  return isIP(address) ? address : null;
}

function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * Who sent a request, and how it arrived, believing X-Forwarded-* only from trusted proxies
 * (addresses or CIDR ranges, validated by the configuration).
 */
export function createClientAddresses(trustedProxies: readonly string[]) {
  const trusted = trustList(trustedProxies);
  const isTrusted = (address: string) => trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

  /** The connection's socket; none when the app is called in-process (app.request in a test). */
  const socketOf = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;

  const socketAddress = (c: Context): string | null => {
    const address = socketOf(c)?.remoteAddress;
    return address ? plainAddress(address) : null;
  };

  return {
    isTrusted,

    /**
     * The client's address: the socket's, or, when the socket is a trusted proxy, the right-most
     * X-Forwarded-For entry that is not a trusted proxy (entries to its left were written by the
     * client and prove nothing). 'unknown' without a socket.
     */
    addressOf(c: Context): string {
      const socket = socketAddress(c);
      if (!socket) return 'unknown';
      if (!isTrusted(socket)) return socket;
      const hops = (c.req.header('x-forwarded-for') ?? '').split(',').filter((h) => h.trim() !== '');
      let address = socket;
      for (let i = hops.length - 1; i >= 0; i--) {
        const hop = forwardedAddress(hops[i]!);
        // Not an address: nothing further left can be believed; the last trusted hop sent it.
        if (!hop) break;
        address = hop;
        if (!isTrusted(hop)) break;
      }
      return address;
    },

    /** Over TLS to this process, or, from a trusted proxy, X-Forwarded-Proto (its last value) https. */
    arrivedOverHttps(c: Context): boolean {
      const socket = socketOf(c);
      if ((socket as TLSSocket | undefined)?.encrypted) return true;
      const address = socketAddress(c);
      if (!address || !isTrusted(address)) return false;
      const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
      return proto === 'https';
    },
  };
}

export type ClientAddresses = ReturnType<typeof createClientAddresses>;

/**
 * The key a client's requests are counted under: an IPv4 address, or an IPv6 address's /64 network
 * (one subscriber gets a whole /64 and can pick any address in it).
 */
export function rateLimitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A trailing dotted IPv4 part fills two groups.
  const rightGroups = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - rightGroups).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
