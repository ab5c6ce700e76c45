import { PRICE_LIST_WARNING_MS, SNACKBAR_MS } from '@workwear/domain';
import { MARKETS } from '@workwear/domain/markets';
import { describe, expect, it } from 'vitest';
import { fillText } from './fillText';
import { pluralText } from './pluralText';
import { MAX_SNACKS, pushSnack } from './snackbarQueue';

describe('snackbar queue', () => {
  it('shows messages 6 s, price-list notices 20 s', () => {
    const queue = pushSnack([], { text: 'Removed', tone: 'info' }, 1);
    const withNotice = pushSnack(queue, { text: 'Updated price list', tone: 'info', long: true }, 2);
    expect(withNotice.map((s) => [s.id, s.durationMs])).toEqual([
      [1, SNACKBAR_MS],
      [2, PRICE_LIST_WARNING_MS],
    ]);
  });

  it('shows a repeated text once, restarted, and at most three at a time, newest last', () => {
    let queue = pushSnack([], { text: 'A', tone: 'error' }, 1);
    queue = pushSnack(queue, { text: 'B', tone: 'info' }, 2);
    queue = pushSnack(queue, { text: 'A', tone: 'error' }, 3);
    expect(queue.map((s) => s.id)).toEqual([2, 3]);
    for (let id = 4; id < 8; id++) queue = pushSnack(queue, { text: `T${id}`, tone: 'info' }, id);
    expect(queue).toHaveLength(MAX_SNACKS);
    expect(queue.map((s) => s.id)).toEqual([5, 6, 7]);
  });
});

describe('texts filled in the browser', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillText('{name} was removed ({sku})', { name: 'Jacket' })).toBe('Jacket was removed ({sku})');
    expect(fillText('At most {max} characters', { max: 98 })).toBe('At most 98 characters');
  });

  it('picks the plural form of the culture and writes the number its way', () => {
    const forms = { one: '# artikel', other: '# artiklar' };
    expect(pluralText('sv-SE', 1, forms)).toBe('1 artikel');
    expect(pluralText('sv-SE', 1200, forms)).toBe('1\u00a0200 artiklar');
    expect(pluralText('en-GB', 0, { one: '# item', other: '# items' })).toBe('0 items');
  });

  it('writes a count below 1000 as every culture of every market does, without Intl.NumberFormat', () => {
    const cultures = new Set(MARKETS.flatMap((m) => m.locales.map((l) => l.cultureCode)));
    expect(cultures.size).toBeGreaterThan(14);
    for (const culture of cultures)
      for (const count of [0, 1, 2, 5, 21, 999])
        expect(pluralText(culture, count, { one: '#', other: '#' })).toBe(
          new Intl.NumberFormat(culture).format(count),
        );
  });
});
