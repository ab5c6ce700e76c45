import { describe, expect, it } from 'vitest';
import { routeKeyOfLink, type TopMessage, topMessageResponseSchema } from './cms';

const message = (visibility: TopMessage['visibility']): TopMessage => ({
  visibility,
  text: 'Free delivery',
  linkUrl: 'route:Products',
  linkText: 'See all products',
});

describe('top message', () => {
  it('reads the route key of a route link and nothing from other links', () => {
    expect(routeKeyOfLink('route:Products')).toBe('Products');
    expect(routeKeyOfLink('route:')).toBeNull();
    expect(routeKeyOfLink('https://example.com/route:Products')).toBeNull();
  });

  it('accepts null as the answer for a market without a message', () => {
    expect(topMessageResponseSchema.parse(null)).toBeNull();
    expect(topMessageResponseSchema.safeParse({ ...message('loggedOut'), visibility: 'all' }).success).toBe(
      false,
    );
  });
});
