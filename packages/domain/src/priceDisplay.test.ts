import { describe, expect, it } from 'vitest';
import { deliveryFeeFromGross, standardParcelGross } from './cart/deliveryFee';
import { getMarketByName, type Market } from './markets';
import { shownAmount } from './moneyPair';
import {
  consumerDefaultIncVat,
  displayedPrice,
  offersVatChoice,
  type PriceDisplayInput,
  parseVatChoice,
  priceDisplay,
} from './priceDisplay';
import { ROLE } from './roles';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(`no market ${name}`);
  return found;
}

const shown = { hidePrice: false };
const se = market('se');
const de = market('de');
const us = market('us');

function display(input: Partial<PriceDisplayInput> & { market: Market }) {
  return priceDisplay({ marketSettings: shown, ...input });
}

describe('parseVatChoice', () => {
  it('accepts the two choices and nothing else', () => {
    expect(parseVatChoice('exVAT')).toBe('exVAT');
    expect(parseVatChoice('incVAT')).toBe('incVAT');
    expect(parseVatChoice('incvat')).toBeUndefined();
    expect(parseVatChoice('')).toBeUndefined();
    expect(parseVatChoice(undefined)).toBeUndefined();
    expect(parseVatChoice(1)).toBeUndefined();
  });
});

describe('priceDisplay', () => {
  it('hides prices when the market setting HidePrice is on, for everyone', () => {
    const hidden = { showPrices: false, incVat: false, askVatChoice: false };
    const marketSettings = { hidePrice: true };
    expect(priceDisplay({ market: se, marketSettings })).toEqual(hidden);
    expect(priceDisplay({ market: se, marketSettings, role: ROLE.B2C })).toEqual(hidden);
    expect(
      priceDisplay({ market: de, marketSettings, role: ROLE.User, company: { showPriceIncVat: true } }),
    ).toEqual(hidden);
  });

  it('hides prices from B2B users whose company hides them', () => {
    expect(display({ market: de, role: ROLE.User, company: { hidePrice: true } }).showPrices).toBe(false);
    expect(display({ market: de, role: ROLE.Internal, company: { hidePrice: true } }).showPrices).toBe(false);
    // The company setting concerns its business users, not consumers.
    expect(display({ market: se, role: ROLE.B2C, company: { hidePrice: true } }).showPrices).toBe(true);
  });

  it('lets B2B users follow the company’s ShowPriceIncVat, in any market', () => {
    expect(display({ market: de, role: ROLE.User, company: { showPriceIncVat: true } })).toEqual({
      showPrices: true,
      incVat: true,
      askVatChoice: false,
    });
    expect(
      display({ market: se, role: ROLE.CustomerAdmin, company: { showPriceIncVat: false } }).incVat,
    ).toBe(false);
    expect(display({ market: se, role: ROLE.User, company: null }).incVat).toBe(false);
    // A B2B user in the consumer market is never asked and ignores a stored consumer choice.
    expect(display({ market: se, role: ROLE.User, storedVatChoice: 'incVAT' })).toEqual({
      showPrices: true,
      incVat: false,
      askVatChoice: false,
    });
  });

  it('uses the stored choice of anonymous and B2C visitors in the consumer market', () => {
    expect(display({ market: se, storedVatChoice: 'exVAT' })).toEqual({
      showPrices: true,
      incVat: false,
      askVatChoice: false,
    });
    expect(display({ market: se, role: ROLE.B2C, storedVatChoice: 'incVAT' })).toEqual({
      showPrices: true,
      incVat: true,
      askVatChoice: false,
    });
  });

  it('shows incl. VAT and asks when the consumer market visitor has not chosen', () => {
    const asked = { showPrices: true, incVat: true, askVatChoice: true };
    expect(display({ market: se })).toEqual(asked);
    expect(display({ market: se, role: null, storedVatChoice: null })).toEqual(asked);
    expect(display({ market: se, role: ROLE.B2C })).toEqual(asked);
  });

  it('shows ex VAT in every other case', () => {
    const exVat = { showPrices: true, incVat: false, askVatChoice: false };
    expect(display({ market: de })).toEqual(exVat);
    expect(display({ market: de, role: ROLE.B2C, storedVatChoice: 'incVAT' })).toEqual(exVat);
  });

  it('never shows incl. VAT in markets whose tax depends on the address', () => {
    expect(display({ market: us, role: ROLE.User, company: { showPriceIncVat: true } }).incVat).toBe(false);
    expect(
      display({ market: market('ca'), role: ROLE.Internal, company: { showPriceIncVat: true } }).incVat,
    ).toBe(false);
    // Even if such a market were the consumer market, it would neither show incl. VAT nor ask.
    const consumerUs: Market = { ...us, info: { ...us.info, b2CActivate: true } };
    expect(display({ market: consumerUs })).toEqual({ showPrices: true, incVat: false, askVatChoice: false });
    expect(display({ market: consumerUs, storedVatChoice: 'incVAT' }).incVat).toBe(false);
  });
});

describe('offersVatChoice', () => {
  const input = (i: Partial<PriceDisplayInput> & { market: Market }) => ({ marketSettings: shown, ...i });

  it('lets anonymous and B2C visitors of the consumer market choose, before and after a choice', () => {
    expect(offersVatChoice(input({ market: se }))).toBe(true);
    expect(offersVatChoice(input({ market: se, role: ROLE.B2C, storedVatChoice: 'exVAT' }))).toBe(true);
  });

  it('offers no choice to business users, in business markets, in sales-tax markets or where prices hide', () => {
    expect(offersVatChoice(input({ market: se, role: ROLE.User }))).toBe(false);
    expect(offersVatChoice(input({ market: de }))).toBe(false);
    const consumerUs: Market = { ...us, info: { ...us.info, b2CActivate: true } };
    expect(offersVatChoice(input({ market: consumerUs }))).toBe(false);
    expect(offersVatChoice({ market: se, marketSettings: { hidePrice: true } })).toBe(false);
  });
});

describe('consumerDefaultIncVat', () => {
  it('is incl. VAT only in the consumer market, as the pages show a guest before any choice', () => {
    expect(consumerDefaultIncVat(se)).toBe(display({ market: se }).incVat);
    expect(consumerDefaultIncVat(se)).toBe(true);
    expect(consumerDefaultIncVat(de)).toBe(false);
    expect(consumerDefaultIncVat(us)).toBe(false);
  });

  it('shows a guest the delivery fee on the basis of the prices beside it: round where they are gross', () => {
    const feeOf = (m: Market) =>
      shownAmount(deliveryFeeFromGross(m, standardParcelGross(m)), { incVat: consumerDefaultIncVat(m) });
    expect(feeOf(se)).toBe(5900); // 59 kr incl. VAT, beside prices incl. VAT
    // A German guest sees every price ex VAT: the fee too, the 19 % worked out of 5,90 €.
    expect(feeOf(de)).toBe(496);
    expect(display({ market: de }).incVat).toBe(false);
    // A German company that shows prices incl. VAT sees the round 5,90 €.
    expect(
      shownAmount(deliveryFeeFromGross(de, standardParcelGross(de)), {
        incVat: display({ market: de, role: ROLE.User, company: { showPriceIncVat: true } }).incVat,
      }),
    ).toBe(590);
  });
});

describe('displayedPrice', () => {
  const price = { price: 80000, priceIncVat: 100000 };

  it('picks the amount the display asks for', () => {
    expect(displayedPrice(price, { showPrices: true, incVat: true })).toBe(100000);
    expect(displayedPrice(price, { showPrices: true, incVat: false })).toBe(80000);
    expect(displayedPrice(price, display({ market: se }))).toBe(100000);
  });

  it('gives no amount when prices are hidden', () => {
    expect(displayedPrice(price, { showPrices: false, incVat: false })).toBeUndefined();
    expect(
      displayedPrice(price, priceDisplay({ market: se, marketSettings: { hidePrice: true } })),
    ).toBeUndefined();
  });
});
