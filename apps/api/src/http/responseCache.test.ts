import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from './responseCache';

describe('cacheKeyOf', () => {
  it('orders parameters, keeping repeated keys and their values', () => {
    expect(cacheKeyOf('http://x/a?b=2&a=1&f=5,2&f=5,1')).toBe(cacheKeyOf('http://x/a?f=5,1&a=1&f=5,2&b=2'));
    expect(cacheKeyOf('http://x/a?a=1')).not.toBe(cacheKeyOf('http://x/b?a=1'));
  });
});
