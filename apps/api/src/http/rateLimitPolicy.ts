import {
  documentService,
  filterCountCall,
  filterSearchCall,
  fullPathOf,
  klevuService,
  listProductsCall,
  searchProductsCall,
  sendOrderCall,
} from '@workwear/contracts';

/**
 * Which API calls count against which per-address budget. Browsing is generous: offices share one
 * address, and one storefront page makes several API calls. Expensive calls are strict: a document is
 * laid out and its fonts subset on every request, a search runs full-text and trigram queries. Later
 * issues add their rows here (sign-in and password reset), above 'browse'. Order sends have their own. Search analytics
 * has its own budget: a page sends one search event and a click one more, so a client far above that
 * is flooding the event store (or Klevu) and is refused.
 */
export const RATE_LIMIT_GROUPS = ['orderSend', 'document', 'search', 'analytics', 'browse'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** Requests per client address per minute, per group (API_RATE_LIMITS overrides any of them). */
export type RateLimits = Readonly<Record<RateLimitGroup, number>>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  orderSend: 20,
  document: 30,
  search: 180,
  analytics: 120,
  browse: 1200,
};

export interface LimitedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
}

/** Searches of the listing: the search route, and a listing or its filters with a search term. */
const SEARCHABLE_LISTINGS = new Set([listProductsCall, filterSearchCall, filterCountCall].map(fullPathOf));
const SEARCH_PREFIX = fullPathOf(searchProductsCall).replace('{term}', '');
const DOCUMENT_PREFIX = `${documentService.prefix}/`;
const ANALYTICS_PREFIX = `${klevuService.prefix}/`;
const ORDER_SEND = fullPathOf(sendOrderCall);
const hasSearchTerm = (query: URLSearchParams) => query.getAll('query').some((term) => term.trim() !== '');

type Row = { group: RateLimitGroup | null; matches: (request: LimitedRequest) => boolean };

/** The policy, first matching row wins. */
const TABLE: readonly Row[] = [
  // Health checks of a load balancer or orchestrator: a 429 there would take a healthy process out.
  { group: null, matches: (r) => r.path === '/health' || r.path === '/ready' },
  // Every send takes stock until it is paid or expires: a client sending far more than people do is
  // holding stock, not shopping. Its own budget, so browsing does not use it up (and the reverse).
  { group: 'orderSend', matches: (r) => r.method === 'POST' && r.path === ORDER_SEND },
  { group: 'document', matches: (r) => r.path.startsWith(DOCUMENT_PREFIX) },
  { group: 'search', matches: (r) => r.path.startsWith(SEARCH_PREFIX) },
  { group: 'analytics', matches: (r) => r.path.startsWith(ANALYTICS_PREFIX) },
  { group: 'search', matches: (r) => SEARCHABLE_LISTINGS.has(r.path) && hasSearchTerm(r.query) },
  { group: 'browse', matches: () => true },
];

/** The group a request counts against, or null when it is not limited. */
export function rateLimitGroupOf(request: LimitedRequest): RateLimitGroup | null {
  return TABLE.find((row) => row.matches(request))?.group ?? null;
}
