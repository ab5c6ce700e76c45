import { deleteCartCall } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import { invokeCall } from './declaredCall';
import { createHttpClient } from './httpClient';

describe('invokeCall', () => {
  it('resolves a declared 204 (no content) instead of checking its absent body', async () => {
    const seen: string[] = [];
    const http = createHttpClient({
      baseUrl: 'http://api.test',
      fetch: async (input, init) => {
        seen.push(`${init?.method} ${String(input)}`);
        return new Response(null, { status: 204 });
      },
    });
    const id = '9409febd-8521-405e-b694-47540d8a2297';
    await expect(invokeCall(http, deleteCartCall, { params: { id }, query: { version: 3 } })).resolves.toBe(
      undefined,
    );
    expect(seen).toEqual([
      expect.stringMatching(new RegExp(`^DELETE http://api.test/api/cart/carts/${id}\\?`)),
    ]);
  });
});
