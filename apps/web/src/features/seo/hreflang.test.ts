import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { hreflangAlternates } from './hreflang';

describe('hreflang alternates', () => {
  it("add x-default: the page in the market's default culture", () => {
    const se = getMarketByName('se');
    if (!se) throw new Error('se');
    expect(hreflangAlternates(se, { 'sv-SE': '/sv/a', 'en-SE': '/en/a' })).toEqual({
      'sv-SE': '/sv/a',
      'en-SE': '/en/a',
      'x-default': '/sv/a',
    });
  });

  it('add none when the default culture has no address', () => {
    expect(hreflangAlternates({ defaultLocale: 'de-DE' }, { 'en-SE': '/en/a' })).toEqual({
      'en-SE': '/en/a',
    });
  });
});
