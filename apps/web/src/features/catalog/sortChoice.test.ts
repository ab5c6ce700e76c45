import { INITIAL_PRODUCT_LIST_STATE, ROLE } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { sortChoice, sortVisitorFor } from './sortChoice';

const keys = (b2cMarket: boolean) =>
  sortChoice(INITIAL_PRODUCT_LIST_STATE, sortVisitorFor(null, b2cMarket, false)).options.map((o) => o.key);

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
    const choice = sortChoice(INITIAL_PRODUCT_LIST_STATE, sortVisitorFor(null, true, false));
    expect(choice.active).toBe('Popularity');
    expect(choice.apiSort).toMatchObject({ field: 'PopularityRank', order: 'asc' });
  });

  it('uses a sort from the URL the menu offers', () => {
    const choice = sortChoice(
      { ...INITIAL_PRODUCT_LIST_STATE, sort: 'PriceDescending' },
      sortVisitorFor(null, true, false),
    );
    expect(choice.active).toBe('PriceDescending');
    expect(choice.apiSort).toMatchObject({ field: 'HighestPrice', order: 'desc' });
  });

  it('offers no price sort to a buyer whose prices are hidden, nor takes one from a shared link', () => {
    const hidden = sortVisitorFor(ROLE.User, false, false, false);
    const choice = sortChoice({ ...INITIAL_PRODUCT_LIST_STATE, sort: 'PriceAscending' }, hidden);
    expect(choice.options.map((o) => o.key)).not.toContain('PriceAscending');
    expect(choice.active).toBe('News');
    expect(choice.apiSort).toMatchObject({ field: 'Flags' });
  });

  it('ignores a sort the visitor may not use', () => {
    const choice = sortChoice(
      { ...INITIAL_PRODUCT_LIST_STATE, sort: 'Rating' },
      sortVisitorFor(null, true, false),
    );
    expect(choice.active).toBe('Popularity');
  });

  it('leaves a search in relevance order until a sort is chosen', () => {
    const search = { ...INITIAL_PRODUCT_LIST_STATE, query: 'jacka' };
    expect(sortChoice(search, sortVisitorFor(null, true, false))).toMatchObject({
      active: undefined,
      apiSort: undefined,
    });
    expect(sortChoice({ ...search, sort: 'Names' }, sortVisitorFor(null, true, false)).active).toBe('Names');
  });
});

describe('the sort menu of a signed-in visitor', () => {
  const keys = (visitor: ReturnType<typeof sortVisitorFor>) =>
    sortChoice(INITIAL_PRODUCT_LIST_STATE, visitor).options.map((o) => o.key);

  it('a business buyer gets the newest first, and popularity only with UseBestSellingColorVariant', () => {
    const without = sortVisitorFor(ROLE.User, false, false);
    expect(sortChoice(INITIAL_PRODUCT_LIST_STATE, without).active).toBe('News');
    expect(keys(without)).not.toContain('Popularity');
    expect(keys(sortVisitorFor(ROLE.User, false, true))).toContain('Popularity');
  });

  it('a consumer keeps popularity as the default sort, flag or not', () => {
    const consumer = sortVisitorFor(ROLE.B2C, true, false);
    expect(sortChoice(INITIAL_PRODUCT_LIST_STATE, consumer).active).toBe('Popularity');
    expect(keys(consumer)).toContain('Rating');
  });
});
