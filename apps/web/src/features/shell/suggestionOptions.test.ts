import { describe, expect, it } from 'vitest';
import { suggestionOptions } from './suggestionOptions';
import { movedOption } from './typeahead';

describe('search suggestions as options', () => {
  it('lists products first, then categories, each with its page', () => {
    const options = suggestionOptions(
      {
        query: 'jack',
        products: [
          { name: 'Softshelljacka', uniqueName: 'softshell-jacket-10016330', partNo: '100163309900' },
        ],
        categories: [{ name: 'Jackor', slug: 'jackor' }],
      },
      'sv',
    );
    expect(options.map((o) => o.kind)).toEqual(['product', 'category']);
    expect(options[0]!.href).toMatch(/\/sv\/[^/]+\/softshell-jacket-10016330\?color=9900$/);
    expect(options[1]!.href).toMatch(/^\/sv\/.+\/jackor$/);
    expect(suggestionOptions(null, 'sv')).toEqual([]);
  });

  it('moves with the arrow keys and wraps at both ends', () => {
    expect(movedOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedOption(2, 3, 'ArrowDown')).toBe(0);
    expect(movedOption(-1, 3, 'ArrowUp')).toBe(2);
    expect(movedOption(0, 3, 'ArrowUp')).toBe(2);
    expect(movedOption(1, 3, 'ArrowUp')).toBe(0);
    expect(movedOption(0, 0, 'ArrowDown')).toBe(-1);
  });
});
