import { TrieRouter } from 'hono/router/trie-router';

/** A route as Hono lists it (`app.routes`): its method (ALL for middleware) and path pattern. */
export type ListedRoute = { readonly method: string; readonly path: string };

/** The methods a path is served with, in a fixed order; none for a path the API does not serve. */
export type AllowedMethods = (path: string) => readonly string[];

/** The methods the API's routes use. */
export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The Allow header's methods per path, from the app's own routes, matched with Hono's router so a
 * pattern (/carts/:id) means what it means when serving. Built on the first lookup: the routes are
 * registered after the middleware that asks. GET routes answer HEAD as well (Hono serves both).
 */
export function allowedMethodsOf(routes: readonly ListedRoute[]): AllowedMethods {
  let router: TrieRouter<true> | undefined;
  const build = () => {
    const built = new TrieRouter<true>();
    for (const { method, path } of routes) {
      if (method === 'ALL') continue;
      built.add(method, path, true);
      if (method === 'GET') built.add('HEAD', path, true);
    }
    return built;
  };
  return (path) => {
    router ??= build();
    const served = router;
    return ROUTED_METHODS.filter((method) => served.match(method, path)[0].length > 0);
  };
}

/** The Allow header's value. */
export const allowHeader = (methods: readonly string[]) => methods.join(', ');
