import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, HttpError, ResponseValidationError, TimeoutError } from '@workwear/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiUnavailable } from './apiUnavailable';

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
const quietLogger = { error: () => {} };

describe('apiUnavailable', () => {
  it('is true for a refused connection, as the client reports it', async () => {
    // A port that was just free: nothing listens there any more.
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const http = createHttpClient({ baseUrl: `http://127.0.0.1:${port}`, logger: quietLogger });
    expect(apiUnavailable(await failureOf(http.get('/anything')))).toBe(true);
  });

  it('is true for 5xx, 429 and timeouts; false for 4xx, schema mismatches and other errors', () => {
    const http = (status: number) =>
      new HttpError({ status, statusText: '', body: null, method: 'GET', url: 'http://api/x' });
    expect(apiUnavailable(http(500))).toBe(true);
    expect(apiUnavailable(http(503))).toBe(true);
    expect(apiUnavailable(http(429))).toBe(true);
    expect(apiUnavailable(new TimeoutError({ timeoutMs: 1, method: 'GET', url: 'http://api/x' }))).toBe(true);
    expect(apiUnavailable(http(404))).toBe(false);
    expect(apiUnavailable(http(400))).toBe(false);
    const issues = z.string().safeParse(1).error?.issues ?? [];
    expect(apiUnavailable(new ResponseValidationError({ issues, method: 'GET', url: 'x', body: 1 }))).toBe(
      false,
    );
    expect(apiUnavailable(new TypeError('x is not a function'))).toBe(false);
  });
});
