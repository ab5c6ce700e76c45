import { isTopMessageVisible } from '@workwear/domain/topMessage';
import { describe, expect, it } from 'vitest';
import { type TopMessage, topMessageResponseSchema } from './cms';

const message = (visibility: TopMessage['visibility']): TopMessage => ({
  visibility,
  text: 'Free delivery',
  linkUrl: 'route:Products',
  linkText: 'See all products',
});

describe('top message contract', () => {
  it('accepts null as the answer for a market without a message', () => {
    expect(topMessageResponseSchema.parse(null)).toBeNull();
    expect(topMessageResponseSchema.parse(message('loggedOut'))).toEqual(message('loggedOut'));
    expect(topMessageResponseSchema.safeParse({ ...message('loggedOut'), visibility: 'all' }).success).toBe(
      false,
    );
  });

  it("is what the domain's visibility rule reads", () => {
    const fromApi: TopMessage = { visibility: 'loggedIn', text: 'Hi', linkUrl: null, linkText: null };
    expect(isTopMessageVisible(fromApi, true)).toBe(true);
  });
});
