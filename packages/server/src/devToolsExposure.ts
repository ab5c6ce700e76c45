import { BlockList, isIP } from 'node:net';
import { plainAddress } from './trustedProxies';

/**
 * The development tools (the mailbox with every password-reset link, the demo accounts) hand out
 * every account, so they are for this machine only: both servers answer them to loopback clients
 * alone, and a start that would expose them refuses (devToolsStartRefusals).
 */

/**
 * Whether the development tools are on: DEV_TOOLS when given, else only beside the embedded database
 * (no DATABASE_URL), never for a shop on a database server. The API and the storefront read it alike.
 */
export const devToolsOn = (env: { DEV_TOOLS?: '0' | '1' | undefined; DATABASE_URL?: string | undefined }) =>
  (env.DEV_TOOLS ?? (env.DATABASE_URL ? '0' : '1')) === '1';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for a client address on this machine's loopback (127.0.0.0/8, ::1, or either mapped in IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * True for a bind address that only this machine can reach: a loopback address or `localhost`.
 * Anything else (0.0.0.0, ::, an interface's address, another host name) is reachable from outside.
 */
export function isLoopbackBind(host: string): boolean {
  const bare = host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

export type StartRefusal = { variable: string; message: string };

/**
 * Why a start with the development tools on must not go ahead: a bind address reachable from other
 * machines (each bind named by its variable), or the production environment. Empty when the tools
 * are off. Both servers check their own configuration with it, naming the variables.
 */
export function devToolsStartRefusals(options: {
  devTools: boolean;
  environment: string;
  binds: Readonly<Record<string, string>>;
}): StartRefusal[] {
  if (!options.devTools) return [];
  const refusals: StartRefusal[] = Object.entries(options.binds)
    .filter(([, host]) => !isLoopbackBind(host))
    .map(([variable, host]) => ({
      variable,
      message: `DEV_TOOLS is on (the development mailbox holds every password-reset link), so ${variable} must be a loopback address such as 127.0.0.1, not ${host}; or set DEV_TOOLS=0`,
    }));
  if (options.environment === 'production') {
    refusals.push({
      variable: 'SHOP_ENVIRONMENT',
      message:
        'DEV_TOOLS is on in the production environment (SHOP_ENVIRONMENT=production, the default with DATABASE_URL): set DEV_TOOLS=0',
    });
  }
  return refusals;
}
