import type { RoleCode } from './roles';
import type { RouteDef } from './routeTable';

export type RouteAccess = 'allow' | 'login' | 'forbidden';

export type RouteVisitor = { readonly authenticated: boolean; readonly role?: RoleCode | null };

/**
 * 'login' sends an anonymous visitor of a restricted route to the login page (307 on the
 * server); 'forbidden' is a signed-in visitor whose role the route does not allow (302 to the
 * language home on the server, a 403 page on the client).
 */
export function routeAccess(
  route: Pick<RouteDef, 'restricted' | 'roles'>,
  visitor: RouteVisitor,
): RouteAccess {
  if (!route.restricted) return 'allow';
  if (!visitor.authenticated) return 'login';
  if (route.roles === null) return 'allow';
  return visitor.role !== undefined && visitor.role !== null && route.roles.includes(visitor.role)
    ? 'allow'
    : 'forbidden';
}

export const LOGIN_PATH = '/login';

export function loginRedirectPath(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A returnTo the login page may follow: a path on this site. Browsers read '//host' and
 * '/\host' as another site, and drop tabs and newlines before that ('/\t/host'), so all are refused.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || hasControlCharacter(value)) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
