import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { type LimitRowInput, limitChanges, limitInputOf } from './limitChanges';

const se = getMarketByName('se')!.currency;
const row = (
  customerId: number,
  limit: string,
  attestant = '',
  shownLimit = '',
  shownAttestant = '',
): LimitRowInput => ({
  customerId,
  limit,
  attestant,
  shownLimit,
  shownAttestant,
});

describe('limitChanges', () => {
  it('sends only the changed rows, amounts exactly in minor units, empty as the company default', () => {
    expect(
      limitChanges(
        [
          row(1, '5 000', '', '5000'),
          row(2, '1250,50', 'asa.strom@demo.workwear.test', '1000'),
          row(3, '', '', '300'),
          row(4, '999 999 999 999,99'),
        ],
        se,
      ),
    ).toEqual({
      changes: [
        { customerId: 2, amountLimit: 125_050, amountLimitAttestant: 'asa.strom@demo.workwear.test' },
        { customerId: 3, amountLimit: null, amountLimitAttestant: null },
        { customerId: 4, amountLimit: 99_999_999_999_999, amountLimitAttestant: null },
      ],
      errors: {},
    });
  });

  it('names a fractional, malformed, negative or over-12-digit limit and a bad e-mail, and sends nothing of that row', () => {
    const { changes, errors } = limitChanges(
      [
        row(1, '12,345'),
        row(2, '-5'),
        row(3, '1 000 000 000 000'),
        row(4, 'abc'),
        row(5, '10', 'not-an-email'),
      ],
      se,
    );
    expect(changes).toEqual([]);
    expect(errors).toEqual({
      1: { limit: 'invalidAmount' },
      2: { limit: 'negative' },
      3: { limit: 'invalidAmount' },
      4: { limit: 'invalidAmount' },
      5: { attestant: 'invalidEmail' },
    });
  });

  it('treats an attestant typed in other case as unchanged', () => {
    expect(limitChanges([row(1, '10', 'Boss@X.se', '10', 'boss@x.se')], se).changes).toEqual([]);
  });
});

describe('limitInputOf', () => {
  it('shows a customer’s own limit in the market’s format and the default as empty', () => {
    expect(limitInputOf(125_050, false, se)).toBe('1250,50');
    expect(limitInputOf(500_000, true, se)).toBe('');
    expect(limitInputOf(null, false, se)).toBe('');
  });
});
