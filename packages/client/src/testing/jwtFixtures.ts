// Test-only: JWT-shaped strings (header.payload.signature, base64url JSON) with a chosen `exp`.
// The signature is junk on purpose: the client never verifies it.

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64UrlJson({ alg: 'ES256', typ: 'JWT' })}.${base64UrlJson(payload)}.c2lnbmF0dXJl`;
}

export function jwtExpiringIn(seconds: number, claims: Record<string, unknown> = {}): string {
  return makeJwt({ sub: 'customer-1', ...claims, exp: Math.floor(Date.now() / 1000) + seconds });
}
