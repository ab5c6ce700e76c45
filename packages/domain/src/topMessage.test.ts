import { describe, expect, it } from 'vitest';
import {
  isTopMessageVisible,
  routeKeyOfLink,
  TOP_MESSAGE_VISIBILITY,
  topMessageVisibilitySchema,
} from './topMessage';

describe('top message', () => {
  it('knows the three visibilities', () => {
    expect(TOP_MESSAGE_VISIBILITY).toEqual(['none', 'loggedOut', 'loggedIn']);
    expect(topMessageVisibilitySchema.safeParse('loggedIn').success).toBe(true);
    expect(topMessageVisibilitySchema.safeParse('all').success).toBe(false);
  });

  it('reads the route key of a route link and nothing from other links', () => {
    expect(routeKeyOfLink('route:Products')).toBe('Products');
    expect(routeKeyOfLink('route:')).toBeNull();
    expect(routeKeyOfLink('https://example.com/route:Products')).toBeNull();
  });

  it('shows loggedOut messages to anonymous visitors only', () => {
    const message = { visibility: 'loggedOut', text: 'Free delivery' } as const;
    expect(isTopMessageVisible(message, false)).toBe(true);
    expect(isTopMessageVisible(message, true)).toBe(false);
  });

  it('shows loggedIn messages to signed-in visitors only', () => {
    const message = { visibility: 'loggedIn', text: 'New price lists' } as const;
    expect(isTopMessageVisible(message, true)).toBe(true);
    expect(isTopMessageVisible(message, false)).toBe(false);
  });

  it('never shows none', () => {
    expect(isTopMessageVisible({ visibility: 'none', text: 'x' }, true)).toBe(false);
    expect(isTopMessageVisible({ visibility: 'none', text: 'x' }, false)).toBe(false);
  });

  it('shows nothing without a message', () => {
    for (const text of ['', '   \n', null, undefined]) {
      expect(isTopMessageVisible({ visibility: 'loggedOut', text }, false)).toBe(false);
      expect(isTopMessageVisible({ visibility: 'loggedIn', text }, true)).toBe(false);
    }
  });
});
