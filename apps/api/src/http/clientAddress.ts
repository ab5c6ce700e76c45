import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { HttpBindings } from '@hono/node-server';
import { clientAddressOf, plainAddress, trustedProxies } from '@workwear/server/trustedProxies';
import type { Context } from 'hono';

/**
 * The storefront's server calls the API from the same machine and forwards each visitor's address in
 * X-Forwarded-For, so loopback is trusted unless TRUSTED_PROXIES says otherwise.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1'];

/**
 * Who sent a request, and how it arrived, believing X-Forwarded-* only from trusted proxies
 * (addresses or CIDR ranges, validated by the configuration).
 */
export function createClientAddresses(proxies: readonly string[]) {
  const trusted = trustedProxies(proxies);
  const isTrusted = (address: string) => trusted.has(address);

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
      return socket ? clientAddressOf(socket, c.req.header('x-forwarded-for'), trusted) : 'unknown';
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
