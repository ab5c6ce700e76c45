import { INITIAL_PRODUCT_LIST_STATE } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, sortChoice } from './sortChoice';

const keys = (b2cMarket: boolean) =>
  sortChoice(INITIAL_PRODUCT_LIST_STATE, anonymousVisitor(b2cMarket)).options.map((o) => o.key);

describe('sortChoice', () => {
  it('hides the star average for anonymous visitors of the consumer market only', () => {
    expect(keys(true)).not.toContain('Rating');
    expect(keys(false)).toEqual([
      'Rating',
      'ArticleNumber',
      'Popularity',
      'PriceAscending',
      'PriceDescending',
      'Names',
      'News',
    ]);
  });

  it('sorts by popularity rank by default for anonymous visitors', () => {
    const choice = sortChoice(INITIAL_PRODUCT_LIST_STATE, anonymousVisitor(true));
    expect(choice.active).toBe('Popularity');
    expect(choice.apiSort).toMatchObject({ field: 'PopularityRank', order: 'asc' });
  });

  it('uses a sort from the URL the menu offers', () => {
    const choice = sortChoice(
      { ...INITIAL_PRODUCT_LIST_STATE, sort: 'PriceDescending' },
      anonymousVisitor(true),
    );
    expect(choice.active).toBe('PriceDescending');
    expect(choice.apiSort).toMatchObject({ field: 'HighestPrice', order: 'desc' });
  });

  it('ignores a sort the visitor may not use', () => {
    const choice = sortChoice({ ...INITIAL_PRODUCT_LIST_STATE, sort: 'Rating' }, anonymousVisitor(true));
    expect(choice.active).toBe('Popularity');
  });

  it('leaves a search in relevance order until a sort is chosen', () => {
    const search = { ...INITIAL_PRODUCT_LIST_STATE, query: 'jacka' };
    expect(sortChoice(search, anonymousVisitor(true))).toMatchObject({
      active: undefined,
      apiSort: undefined,
    });
    expect(sortChoice({ ...search, sort: 'Names' }, anonymousVisitor(true)).active).toBe('Names');
  });
});
