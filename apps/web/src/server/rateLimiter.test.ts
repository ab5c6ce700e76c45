import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';
import { DEFAULT_RATE_LIMITS } from './rateLimitPolicy';

describe('createRateLimiter (one process)', () => {
  it('lets an address use its budget, then refuses it with a wait of at most the window', async () => {
    const limiter = createRateLimiter({ ...DEFAULT_RATE_LIMITS, search: 3 }, { shared: false });
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.check('search', '203.0.113.7')).toEqual({ allowed: true });
    }
    const refused = await limiter.check('search', '203.0.113.7');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('counts each address and each rule on its own', async () => {
    const limiter = createRateLimiter({ ...DEFAULT_RATE_LIMITS, search: 1, writes: 1 }, { shared: false });
    expect((await limiter.check('search', '203.0.113.7')).allowed).toBe(true);
    expect((await limiter.check('search', '203.0.113.7')).allowed).toBe(false);
    expect((await limiter.check('search', '2001:db8::7')).allowed).toBe(true);
    expect((await limiter.check('writes', '203.0.113.7')).allowed).toBe(true);
    expect((await limiter.check('pages', '203.0.113.7')).allowed).toBe(true);
  });
});
