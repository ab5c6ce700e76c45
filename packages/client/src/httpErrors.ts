import type { z } from 'zod';

/**
 * The server answered with a non-2xx status. `body` is parsed by the same content-type rule as a
 * success body (the API's JSON `{ code, message, details? }`, a string for text, a Blob otherwise),
 * so callers can read the business error code without a second parse.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: { status: number; statusText: string; body: unknown; method: string; url: string }) {
    // The message names the path only: messages end up in logs, query strings may carry e-mails.
    super(`${init.method} ${stripQuery(init.url)} failed with ${init.status} ${init.statusText}`.trimEnd());
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }
}

/** The request was aborted because its timeout elapsed (not because the caller aborted it). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;
  readonly method: string;
  readonly url: string;

  constructor(init: { timeoutMs: number; method: string; url: string }) {
    super(`${init.method} ${stripQuery(init.url)} timed out after ${init.timeoutMs} ms`);
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}

/** A 2xx response declared JSON but its body is not valid JSON. */
export class ResponseParseError extends Error {
  override readonly name = 'ResponseParseError';
  readonly status: number;
  readonly rawBody: string;

  constructor(init: { status: number; rawBody: string; cause: unknown }) {
    super(`Response with status ${init.status} is declared JSON but could not be parsed`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.rawBody = init.rawBody;
  }
}

/** A response did not match the zod schema the caller passed; `paths` names every failing field. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  readonly issues: readonly z.core.$ZodIssue[];
  readonly paths: readonly string[];
  readonly method: string;
  readonly url: string;
  readonly body: unknown;

  constructor(init: { issues: readonly z.core.$ZodIssue[]; method: string; url: string; body: unknown }) {
    const paths = init.issues.map((issue) => formatIssuePath(issue.path));
    super(
      `Response of ${init.method} ${stripQuery(init.url)} does not match its schema at: ${paths.join(', ')}`,
    );
    this.issues = init.issues;
    this.paths = paths;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

export function stripQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** The API answered 404: the record is not there (or, for the development tools, DEV_TOOLS is off). */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
