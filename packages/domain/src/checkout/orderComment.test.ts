import { describe, expect, it } from 'vitest';
import { orderCommentText } from './orderComment';

describe('orderCommentText', () => {
  it('replaces line breaks with spaces, collapses blanks and trims', () => {
    expect(orderCommentText('Leave at\r\nthe gate\nplease')).toBe('Leave at the gate please');
    expect(orderCommentText('a\r\rb\u2028c')).toBe('a b c');
    expect(orderCommentText('  two   spaces \n\n ')).toBe('two spaces');
    expect(orderCommentText('')).toBe('');
  });
});
