import { describe, expect, it } from 'vitest';
import type { TopMessage } from './contracts/cms';
import { isTopMessageVisible, TOP_MESSAGE_VISIBILITY, topMessageVisibilitySchema } from './topMessage';

describe('top message', () => {
  it('knows the three visibilities', () => {
    expect(TOP_MESSAGE_VISIBILITY).toEqual(['none', 'loggedOut', 'loggedIn']);
    expect(topMessageVisibilitySchema.safeParse('loggedIn').success).toBe(true);
    expect(topMessageVisibilitySchema.safeParse('all').success).toBe(false);
  });

  it('agrees with the API contract', () => {
    const fromApi: TopMessage = { visibility: 'loggedIn', text: 'Hi', linkUrl: null, linkText: null };
    expect(isTopMessageVisible(fromApi, true)).toBe(true);
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
