import { describe, expect, it } from 'vitest';
import { type PagerItem, pagerItems } from './pagerItems';

const show = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pagerItems', () => {
  it('has no pages for a list of one page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
  });

  it('shows every page of a short list', () => {
    expect(show(pagerItems(2, 4))).toBe('1 2 3 4');
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(show(pagerItems(1, 38))).toBe('1 2 … 38');
    expect(show(pagerItems(10, 38))).toBe('1 … 9 10 11 … 38');
    expect(show(pagerItems(38, 38))).toBe('1 … 37 38');
  });

  it('fills a gap of one page with that page', () => {
    expect(show(pagerItems(4, 10))).toBe('1 2 3 4 5 … 10');
  });
});
