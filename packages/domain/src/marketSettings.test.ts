import { describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_CAP } from './checkout/reservationCap';
import { DEFAULT_MARKET_SETTINGS, parseMarketSettings } from './marketSettings';

describe('parseMarketSettings', () => {
  it('keeps every setting off when no key is given (the spec defaults)', () => {
    expect(parseMarketSettings([])).toEqual({
      hidePrice: false,
      activateDiscountCode: false,
      showMarketPriceForAdminsAndInternals: false,
      maxConsumerQuantityPerSku: DEFAULT_RESERVATION_CAP,
      timeZone: 'UTC',
    });
    expect(parseMarketSettings([])).toEqual(DEFAULT_MARKET_SETTINGS);
  });

  it("reads the backend's 'True' and 'False' per key", () => {
    expect(
      parseMarketSettings([
        { key: 'HidePrice', value: 'False' },
        { key: 'ActivateDiscountCode', value: 'True' },
        { key: 'ShowMarketPriceForAdminsAndInternals', value: 'True' },
      ]),
    ).toEqual({
      hidePrice: false,
      activateDiscountCode: true,
      showMarketPriceForAdminsAndInternals: true,
      maxConsumerQuantityPerSku: DEFAULT_RESERVATION_CAP,
      timeZone: 'UTC',
    });
    expect(parseMarketSettings([{ key: 'HidePrice', value: 'True' }])).toEqual({
      ...DEFAULT_MARKET_SETTINGS,
      hidePrice: true,
    });
  });

  it('accepts any case and blanks around true; anything else is off', () => {
    expect(parseMarketSettings([{ key: 'HidePrice', value: ' true ' }]).hidePrice).toBe(true);
    expect(parseMarketSettings([{ key: 'HidePrice', value: 'TRUE' }]).hidePrice).toBe(true);
    for (const value of ['False', 'false', '', '1', 'yes', 'on']) {
      expect(parseMarketSettings([{ key: 'HidePrice', value }]).hidePrice, value).toBe(false);
    }
  });

  it('ignores other keys and keys spelt otherwise; the last entry of a repeated key wins', () => {
    const settings = parseMarketSettings([
      { key: 'hideprice', value: 'True' },
      { key: 'SomethingElse', value: 'True' },
      { key: 'ActivateDiscountCode', value: 'True' },
      { key: 'ActivateDiscountCode', value: 'False' },
    ]);
    expect(settings).toEqual(DEFAULT_MARKET_SETTINGS);
  });
});
