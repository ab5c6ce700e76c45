/**
 * Which requests count against which per-address budget. Browsing is generous (offices and schools
 * share one address, and a page view brings prefetches with it); searching and writing are strict,
 * because each search is a full-text query in the API and each write changes state. Sign-in and
 * checkout are form posts and count as writes until they get rows of their own here.
 */
export const RATE_LIMIT_RULES = ['pages', 'search', 'preferences', 'writes'] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

/** Requests per address per minute, per rule (WEB_RATE_LIMITS overrides any of them). */
export type RateLimits = Readonly<Record<RateLimitRule, number>>;

export const DEFAULT_RATE_LIMITS: RateLimits = { pages: 1200, search: 60, preferences: 30, writes: 60 };

export type LimitedRequest = {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  headers: { readonly [name: string]: string | string[] | undefined };
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Never limited here: Next's build files and the files in public/ cost a read from memory or disk,
 * and /api/ is forwarded to the API, which limits each visitor itself (server.ts passes it the
 * visitor's address in X-Forwarded-For).
 */
function isUnlimited(path: string): boolean {
  return (
    path.startsWith('/_next/static/') ||
    path.startsWith('/images/') ||
    path.startsWith('/api/') ||
    path === '/icon.svg' ||
    path === '/favicon.ico'
  );
}

type Row = { rule: RateLimitRule | null; matches: (request: LimitedRequest, path: string) => boolean };

/** The policy, first matching row wins. */
const TABLE: readonly Row[] = [
  { rule: null, matches: (_, path) => isUnlimited(path) },
  { rule: 'preferences', matches: (r, path) => r.method === 'POST' && path === '/preferences' },
  { rule: 'writes', matches: (r) => !READS.has(r.method) },
  // Prefetches render no search results (list links are not prefetched anyway).
  { rule: 'search', matches: (r) => hasSearchTerm(r.url) && r.headers['next-router-prefetch'] === undefined },
  { rule: 'pages', matches: () => true },
];

function hasSearchTerm(url: string): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return false;
  return new URLSearchParams(url.slice(queryStart + 1)).getAll('query').some((term) => term.trim() !== '');
}

/** The rule a request counts against, or null when this server does not limit it. */
export function rateLimitRuleFor(request: LimitedRequest): RateLimitRule | null {
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  const method = request.method.toUpperCase();
  const normalised = { ...request, method };
  for (const row of TABLE) if (row.matches(normalised, path)) return row.rule;
  return 'pages';
}
