import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { parsePendingQuery, pendingPageHref } from './pendingQuery';

const se = getMarketByName('se')!.currency;

describe('parsePendingQuery', () => {
  it('turns the form into the API query: amounts in the market’s format to minor units, exactly', () => {
    const query = parsePendingQuery(
      { buyer: ' Anna ', from: '2026-11-01', to: '2026-11-30', min: '1 000,50', max: '2000', page: '2' },
      se,
      20,
    );
    expect(query.api).toEqual({
      buyer: 'Anna',
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: 100_050,
      maxAmount: 200_000,
      page: 2,
      pageSize: 20,
    });
    expect(query.errors).toEqual({});
    expect(query.filtered).toBe(true);
  });

  it('names a malformed or negative amount and a range that ends before it starts, and leaves them out', () => {
    const query = parsePendingQuery(
      { min: '12.345', max: '-5', from: '2026-11-30', to: '2026-11-01' },
      se,
      20,
    );
    expect(query.errors).toEqual({ min: 'invalidAmount', max: 'invalidAmount', to: 'invalidRange' });
    expect(query.api).toEqual({ from: '2026-11-30', page: 1, pageSize: 20 });
    expect(parsePendingQuery({ min: '500', max: '100' }, se, 20).errors).toEqual({ max: 'invalidRange' });
  });

  it('ignores a malformed date or page and reads an empty form as unfiltered', () => {
    const query = parsePendingQuery({ from: 'yesterday', page: 'x' }, se, 20);
    expect(query.values.from).toBe('');
    expect(query.page).toBe(1);
    expect(query.filtered).toBe(false);
  });
});

describe('pendingPageHref', () => {
  it('keeps the filters and names the page from 2 on', () => {
    const values = { buyer: 'Åsa', from: '', to: '', min: '100', max: '' };
    expect(pendingPageHref('/sv/x', values, 2)).toBe('/sv/x?buyer=%C3%85sa&min=100&page=2');
    expect(pendingPageHref('/sv/x', { ...values, buyer: '', min: '' }, 1)).toBe('/sv/x');
  });
});
