import type { z } from 'zod';
import {
  HttpError,
  ResponseParseError,
  ResponseValidationError,
  stripQuery,
  TimeoutError,
} from './httpErrors';
import { createRequestAbort } from './requestAbort';
import { encodeRequestBody, type RequestBody } from './requestBody';
import { DEFAULT_TIMEOUT_MS } from './requestTimeouts';
import { buildRequestUrl, type QueryParams } from './requestUrl';
import { readResponseBody } from './responseBody';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface HttpLogger {
  error(message: string, meta?: unknown): void;
}

export interface HttpClientOptions {
  /** Absolute (`http://api:4000`) on the server, relative (`/api`) in the browser. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The bearer token of the caller (the storefront's server refreshes sessions itself, in proxy.ts). */
  getToken?: () => string | undefined | Promise<string | undefined>;
  defaultTimeoutMs?: number;
  /** Receives network failures and timeouts. Defaults to `console`. */
  logger?: HttpLogger;
  /** Query parameters every call carries (marketId, cultureCode); per-call values win. */
  defaultQuery?: () => Record<string, string>;
  /**
   * The reads of one scope (a server render): a GET of the same URL with the same credentials made
   * again in it gets the first call's answer instead of a second request. Parts of a page that need
   * the same record (its metadata, its body, its language alternates) then cost the API one call.
   */
  sharedReads?: () => Map<string, Promise<unknown>>;
  /**
   * Told when a call that carried a bearer token is answered 401: the API no longer takes the token,
   * so the session it belongs to has ended (signed out elsewhere, password reset, account
   * deactivated). Called before the HttpError is thrown; it may throw instead, which the caller then
   * sees (the storefront's server sends the visitor to its logged-out page this way).
   */
  onSessionEnded?: (error: HttpError) => void | Promise<void>;
}

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  body?: RequestBody;
  headers?: RequestInit['headers'];
  /**
   * Default true: send the bearer token when there is one. Set false
   * for calls that must never carry it (login, refresh, third-party URLs).
   */
  authorised?: boolean;
  /** Milliseconds; 0 disables the timeout. Use ORDER_SEND_TIMEOUT_MS for orders/send. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Leave out `defaultQuery` for this call (endpoints that reject unknown parameters). */
  skipDefaultQuery?: boolean;
}

export interface SchemaRequestOptions<S extends z.ZodType> extends RequestOptions {
  schema: S;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;
type SchemaCallOptions<S extends z.ZodType> = Omit<SchemaRequestOptions<S>, 'method' | 'body'>;

/**
 * Without `schema`, `T` is the caller's unchecked claim about the body (as with any fetch wrapper);
 * with `schema`, the result is parsed and typed by it.
 */
export interface HttpClient {
  request<S extends z.ZodType>(path: string, options: SchemaRequestOptions<S>): Promise<z.output<S>>;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<S extends z.ZodType>(path: string, options: SchemaCallOptions<S>): Promise<z.output<S>>;
  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  delete<S extends z.ZodType>(path: string, options: SchemaCallOptions<S>): Promise<z.output<S>>;
  delete<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  post<S extends z.ZodType>(
    path: string,
    body: RequestBody | undefined,
    options: SchemaCallOptions<S>,
  ): Promise<z.output<S>>;
  post<T = unknown>(path: string, body?: RequestBody, options?: CallOptions): Promise<T>;
  put<S extends z.ZodType>(
    path: string,
    body: RequestBody | undefined,
    options: SchemaCallOptions<S>,
  ): Promise<z.output<S>>;
  put<T = unknown>(path: string, body?: RequestBody, options?: CallOptions): Promise<T>;
  patch<S extends z.ZodType>(
    path: string,
    body: RequestBody | undefined,
    options: SchemaCallOptions<S>,
  ): Promise<z.output<S>>;
  patch<T = unknown>(path: string, body?: RequestBody, options?: CallOptions): Promise<T>;
}

type AnyRequestOptions = RequestOptions & { schema?: z.ZodType };

export function createHttpClient(clientOptions: HttpClientOptions): HttpClient {
  const logger = clientOptions.logger ?? console;
  const defaultTimeoutMs = clientOptions.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Looked up per call and called unbound: a stored `window.fetch` invoked as a method of another
  // object throws "Illegal invocation", and tests may replace the global after the client is built.
  const fetchImpl: typeof fetch = clientOptions.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function resolveToken(): Promise<string | undefined> {
    return clientOptions.getToken?.();
  }

  function mergeQuery(options: AnyRequestOptions): QueryParams {
    const perCall = Object.fromEntries(
      Object.entries(options.query ?? {}).filter(([, value]) => value !== undefined && value !== null),
    );
    if (options.skipDefaultQuery) return perCall;
    return { ...clientOptions.defaultQuery?.(), ...perCall };
  }

  async function send(path: string, options: AnyRequestOptions = {}): Promise<unknown> {
    const method = options.method ?? 'GET';
    const url = buildRequestUrl(clientOptions.baseUrl, path, mergeQuery(options));
    const headers = new Headers(options.headers);
    // An Authorization header set by the caller wins: the refresh call, for one, sends its own.
    if ((options.authorised ?? true) && !headers.has('authorization')) {
      const token = await resolveToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    const reads = clientOptions.sharedReads?.();
    // A write may change what the reads before it saw: later reads ask again.
    if (method !== 'GET') reads?.clear();
    const shared = method === 'GET' && !options.signal ? reads : undefined;
    if (!shared) return exchange(url, method, headers, options);
    const key = `${headers.get('authorization') ?? ''} ${url}`;
    const earlier = shared.get(key);
    if (earlier) return earlier;
    const answer = exchange(url, method, headers, options);
    shared.set(key, answer);
    return answer;
  }

  async function exchange(
    url: string,
    method: HttpMethod,
    headers: Headers,
    options: AnyRequestOptions,
  ): Promise<unknown> {
    const body = encodeRequestBody(options.body, headers);
    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const abort = createRequestAbort(timeoutMs, options.signal);

    let response: Response;
    let responseBody: unknown;
    try {
      response = await fetchImpl(url, { method, headers, body, signal: abort.signal });
      // Body reading stays under the timeout: a server that sends headers and then stalls is a timeout too.
      responseBody = await readResponseBody(response, { method, lenient: !response.ok });
    } catch (error) {
      if (error instanceof ResponseParseError) throw error;
      // Query strings are left out of logs: some carry e-mail addresses (Promotion valid?CustomerEmail).
      const logUrl = stripQuery(url);
      if (abort.timedOut()) {
        const timeout = new TimeoutError({ timeoutMs, method, url });
        logger.error('Request timed out.', { method, url: logUrl, timeoutMs });
        throw timeout;
      }
      // The caller cancelled (navigation, unmount): expected, so not logged.
      if (options.signal?.aborted) throw error;
      logger.error('Network request failed.', { method, url: logUrl, error });
      throw error;
    } finally {
      abort.dispose();
    }

    if (!response.ok) {
      const error = new HttpError({
        status: response.status,
        statusText: response.statusText,
        body: responseBody,
        method,
        url,
      });
      if (response.status === 401 && headers.has('authorization'))
        await clientOptions.onSessionEnded?.(error);
      throw error;
    }
    if (!options.schema) return responseBody;
    // Sync: no contract holds an async refinement, and an async parse costs a promise per checked value.
    const result = options.schema.safeParse(responseBody);
    if (!result.success) {
      throw new ResponseValidationError({ issues: result.error.issues, method, url, body: responseBody });
    }
    return result.data;
  }

  // One untyped implementation behind the typed overloads: TypeScript cannot check an overloaded
  // generic signature against a single implementation, so the cast is the standard way to do it.
  const withBody =
    (method: HttpMethod) =>
    (path: string, body?: RequestBody, options?: AnyRequestOptions): Promise<unknown> =>
      send(path, { ...options, method, body });

  return {
    request: send as HttpClient['request'],
    get: ((path: string, options?: AnyRequestOptions) =>
      send(path, { ...options, method: 'GET' })) as HttpClient['get'],
    delete: ((path: string, options?: AnyRequestOptions) =>
      send(path, { ...options, method: 'DELETE' })) as HttpClient['delete'],
    post: withBody('POST') as HttpClient['post'],
    put: withBody('PUT') as HttpClient['put'],
    patch: withBody('PATCH') as HttpClient['patch'],
  };
}
