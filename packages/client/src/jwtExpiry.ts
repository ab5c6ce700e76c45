import { decodeBase64Url } from './base64Url';

/**
 * Reads the `exp` claim of a JWT without verifying the signature: the server verifies; the client
 * only needs to know whether to refresh before calling. A token that cannot be decoded or carries no
 * numeric `exp` counts as expired, so a refresh is attempted instead of sending a token that the
 * server would reject anyway. `leewayMs` refreshes slightly early to absorb clock skew and latency.
 */
export function isJwtExpired(token: string, nowMs: number, leewayMs = 0): boolean {
  const exp = readJwtExp(token);
  return exp === undefined || exp * 1000 <= nowMs + leewayMs;
}

function readJwtExp(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]!));
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return undefined;
    const { exp } = payload;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
