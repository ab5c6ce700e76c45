import { describe, expect, it } from 'vitest';
import { switcherMarkets } from './marketSwitcher';
import { getMarketByName, MARKETS } from './markets';

const names = (markets: readonly { name: string }[]) => markets.map((m) => m.name);

describe('switcherMarkets', () => {
  const se = getMarketByName('se')!;

  it('leaves out Croatia and Slovenia while UseSiAndHrInLanguageSwitcher is off', () => {
    const listed = names(switcherMarkets(MARKETS, se, false));
    expect(listed).not.toContain('hr');
    expect(listed).not.toContain('si');
    expect(listed).toHaveLength(MARKETS.length - 2);
  });

  it('lists every market with the flag on', () => {
    expect(names(switcherMarkets(MARKETS, se, true))).toEqual(names(MARKETS));
  });

  it('always lists the market the visitor is in', () => {
    const listed = names(switcherMarkets(MARKETS, getMarketByName('hr')!, false));
    expect(listed).toContain('hr');
    expect(listed).not.toContain('si');
  });
});
