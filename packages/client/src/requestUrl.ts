export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * Serialises query parameters the way the API's list endpoints expect them: arrays become repeated
 * keys (`Sku=a&Sku=b`, spec: "repeated Sku"), and undefined/null values are left out so optional
 * filters can be passed through unconditionally.
 */
export function serialiseQuery(query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly QueryScalar[] = isQueryArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * Joins base URL, path and query by string concatenation instead of `new URL`, because in the browser
 * the base is relative (`/api` on the web origin) and `new URL` rejects a relative base.
 * An absolute `path` (http/https) is used as is.
 */
export function buildRequestUrl(baseUrl: string, path: string, query: QueryParams): string {
  const target = /^https?:\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const queryString = serialiseQuery(query);
  if (queryString === '') return target;
  return `${target}${target.includes('?') ? '&' : '?'}${queryString}`;
}

function isQueryArray(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}
