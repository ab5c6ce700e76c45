import { isLoopbackAddress } from '@workwear/server/devToolsExposure';

/** The development mailbox's pages and form handler (/dev/...), and the API's tools behind /api/dev/. */
const DEV_TOOLS_PATH = /^\/(?:api\/)?dev(?:\/|$)/;

/**
 * True when a request asks for a development tool and its visitor is not on this machine. The
 * visitor is the one the web server settled (the peer, or the address a trusted proxy names), so a
 * remote visitor behind a proxy on this machine is refused too. The path is judged as a router
 * would read it: dot segments resolved, %-escapes decoded, repeated slashes and case folded.
 * The API judges the visitor the storefront forwards as well; this holds even where the API was told
 * to trust some other proxy and so sees only the storefront's loopback address.
 */
export function refusesDevTools(url: string, clientAddress: string): boolean {
  // Most requests name no tool: a path that can read as one holds `dev` or a %-escape.
  if (!/dev|%/i.test(url)) return false;
  const path = new URL(`http://shop.invalid${url.startsWith('/') ? url : `/${url}`}`).pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const normalised = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return DEV_TOOLS_PATH.test(normalised) && !isLoopbackAddress(clientAddress);
}
