import { describe, expect, it } from 'vitest';
import { getMarketByName } from './markets';
import { PRICE_LIST_TYPE } from './priceLists';
import {
  agreedListIdsOf,
  agreementContextRefusal,
  type CompanyPriceList,
  effectivePrice,
  type PriceContextInput,
  type PricingCompanySettings,
  priceMarks,
  resolvePriceContext,
} from './pricing';
import { ROLE } from './roles';

const se = getMarketByName('se')!;
const OFF: PricingCompanySettings = {
  hidePrice: false,
  showPriceIncVat: false,
  showAgreedAssortmentOnly: false,
  showAgreedAssortmentOnlyForAllRoles: false,
  reseller: false,
};
const MARKET = { hidePrice: false, showMarketPriceForAdminsAndInternals: true };
const agreement = { id: 30, type: PRICE_LIST_TYPE.Agreement, marketName: 'se' };
const reseller = { id: 25, type: PRICE_LIST_TYPE.Reseller, marketName: 'se' };
const external = { id: 26, type: PRICE_LIST_TYPE.External, marketName: 'de' };
const publicList = { id: 1, type: PRICE_LIST_TYPE.None, marketName: 'se' };

const companyInput = (
  role: number,
  settings: Partial<PricingCompanySettings> = {},
  lists: readonly CompanyPriceList[] = [agreement, reseller, external],
  primary: number | null = agreement.id,
): PriceContextInput => ({
  market: se,
  marketSettings: MARKET,
  role,
  company: { primaryPriceListId: primary, priceLists: lists, settings: { ...OFF, ...settings } },
});

const offer = (priceListId: number, price: number) => ({ priceListId, price, priceIncVat: price + 1 });

describe('resolvePriceContext', () => {
  it('gives anonymous and consumer callers no lists, all of the assortment and never the market price', () => {
    for (const role of [null, ROLE.B2C]) {
      const ctx = resolvePriceContext({ market: se, marketSettings: MARKET, role, includeMarketPrice: true });
      expect(ctx.lists).toEqual([]);
      expect(ctx.assortment).toBe('all');
      expect(ctx.marketPrice).toBe(false);
      expect(ctx.agreedCategories).toBe(false);
    }
  });

  it('keeps the lists of the request market, the primary first', () => {
    const ctx = resolvePriceContext(companyInput(ROLE.User, { reseller: true }));
    expect(ctx.lists.map((l) => l.id)).toEqual([30, 25]);
    expect(ctx.primaryPriceListId).toBe(30);
    expect(ctx.agreedCategories).toBe(true);
  });

  it('shows a User only the agreed assortment with ShowAgreedAssortmentOnly, other roles with ...ForAllRoles', () => {
    const only = { showAgreedAssortmentOnly: true };
    expect(resolvePriceContext(companyInput(ROLE.User, only)).assortment).toBe('agreed');
    expect(resolvePriceContext(companyInput(ROLE.CustomerAdmin, only)).assortment).toBe('all');
    const all = { showAgreedAssortmentOnlyForAllRoles: true };
    for (const role of [ROLE.User, ROLE.CustomerAdmin, ROLE.Administrator, ROLE.Internal]) {
      expect(resolvePriceContext(companyInput(role, all)).assortment).toBe('agreed');
    }
  });

  it('does not restrict a company whose only list is of type None, and shows it no agreed categories', () => {
    const ctx = resolvePriceContext(
      companyInput(ROLE.User, { showAgreedAssortmentOnlyForAllRoles: true }, [publicList], 1),
    );
    expect(ctx.assortment).toBe('all');
    expect(ctx.agreedCategories).toBe(false);
  });

  it('shows the agreed assortment only in the agreement context', () => {
    expect(
      resolvePriceContext({ ...companyInput(ROLE.CustomerAdmin), listContext: 'agreement' }).assortment,
    ).toBe('agreed');
    expect(agreementContextRefusal(null, false)).toBe('unauthenticated');
    expect(agreementContextRefusal(ROLE.B2C, false)).toBe('forbidden');
    expect(agreementContextRefusal(ROLE.User, false)).toBe('forbidden');
    expect(agreementContextRefusal(ROLE.User, true)).toBeUndefined();
  });

  it('follows the company HidePrice and ShowPriceIncVat for B2B', () => {
    expect(resolvePriceContext(companyInput(ROLE.User, { hidePrice: true })).display.showPrices).toBe(false);
    expect(resolvePriceContext(companyInput(ROLE.User, { showPriceIncVat: true })).display.incVat).toBe(true);
    expect(resolvePriceContext(companyInput(ROLE.User)).display).toMatchObject({
      showPrices: true,
      incVat: false,
    });
  });

  it('gives the market price only to administrators and internal users who ask, when the market allows', () => {
    const asking = (role: number, show = true) =>
      resolvePriceContext({
        ...companyInput(role),
        includeMarketPrice: true,
        marketSettings: { ...MARKET, showMarketPriceForAdminsAndInternals: show },
      }).marketPrice;
    expect(asking(ROLE.Administrator)).toBe(true);
    expect(asking(ROLE.Internal)).toBe(true);
    expect(asking(ROLE.Administrator, false)).toBe(false);
    expect(asking(ROLE.User)).toBe(false);
    expect(asking(ROLE.CustomerAdmin)).toBe(false);
    expect(resolvePriceContext({ ...companyInput(ROLE.Internal) }).marketPrice).toBe(false);
  });

  it('counts a Reseller list only for a reseller and a PreOrder list only for a pre-order (issue 25)', () => {
    const preOrder = { id: 27, type: PRICE_LIST_TYPE.PreOrder, marketName: 'se' };
    const lists = [agreement, reseller, preOrder];
    const ids = (input: PriceContextInput) => resolvePriceContext(input).lists.map((l) => l.id);
    expect(ids(companyInput(ROLE.User, {}, lists))).toEqual([30]);
    expect(ids(companyInput(ROLE.User, { reseller: true }, lists))).toEqual([30, 25]);
    expect(ids({ ...companyInput(ROLE.User, {}, lists), preOrder: true })).toEqual([30, 27]);
    // A company whose only agreed list is a pre-order list has no agreed assortment for ordinary orders.
    const onlyPreOrder = companyInput(ROLE.User, { showAgreedAssortmentOnly: true }, [preOrder], null);
    expect(resolvePriceContext(onlyPreOrder)).toMatchObject({ agreedCategories: false, assortment: 'all' });
  });

  it('keys contexts by what the prices depend on', () => {
    const a = resolvePriceContext(companyInput(ROLE.User));
    const b = resolvePriceContext(companyInput(ROLE.CustomerAdmin, { hidePrice: true }));
    const c = resolvePriceContext(companyInput(ROLE.User, { showAgreedAssortmentOnly: true }));
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(c.key);
  });
});

describe('effectivePrice', () => {
  const ctx = resolvePriceContext(companyInput(ROLE.User, { reseller: true }));
  const market = offer(1, 1000);

  it('takes the primary list where it prices the variant, even when another list is lower', () => {
    expect(effectivePrice(ctx, [offer(25, 700), offer(30, 850)], market)).toEqual(offer(30, 850));
  });

  it('else the lowest of the other lists, ties to the lower id, and ignores lists outside the context', () => {
    expect(effectivePrice(ctx, [offer(25, 700), offer(26, 100)], market)).toEqual(offer(25, 700));
  });

  it('else the market price, unless only the agreed assortment shows', () => {
    expect(effectivePrice(ctx, [], market)).toEqual(market);
    expect(effectivePrice(ctx, [], undefined)).toBeUndefined();
    const agreed = resolvePriceContext(companyInput(ROLE.User, { showAgreedAssortmentOnly: true }));
    expect(effectivePrice(agreed, [], market)).toBeUndefined();
    expect(effectivePrice(agreed, [offer(30, 800)], undefined)).toEqual(offer(30, 800));
  });

  it('counts a variant priced only by a list of type None as outside the agreed assortment', () => {
    const none = resolvePriceContext({
      ...companyInput(ROLE.User, {}, [publicList, agreement], agreement.id),
      listContext: 'agreement',
    });
    expect(effectivePrice(none, [offer(1, 900)], market)).toBeUndefined();
    expect(effectivePrice(none, [offer(1, 900), offer(30, 950)], market)).toEqual(offer(30, 950));
  });

  it('is never dearer than the public price: the market offer wins where it is lower (issue 25)', () => {
    // Anna's case: an agreement at 677.73 kr ex VAT where the public price is 623.20 kr.
    const annasMarket = { priceListId: 1, price: 62320, priceIncVat: 77900 };
    const annasAgreement = { priceListId: 30, price: 67773, priceIncVat: 84716 };
    expect(effectivePrice(ctx, [annasAgreement], annasMarket)).toEqual(annasMarket);
    expect(effectivePrice(ctx, [offer(25, 700), offer(30, 1200)], market)).toEqual(market);
    // A tie ex VAT goes to the lower price inc VAT; a full tie keeps the agreed list.
    expect(effectivePrice(ctx, [{ priceListId: 30, price: 1000, priceIncVat: 1002 }], market)).toEqual(
      market,
    );
    expect(effectivePrice(ctx, [offer(30, 1000)], market)).toEqual(offer(30, 1000));
    // In the agreed assortment only, the variant stays offered, at the public price.
    const agreed = resolvePriceContext(companyInput(ROLE.User, { showAgreedAssortmentOnly: true }));
    expect(effectivePrice(agreed, [offer(30, 1200)], market)).toEqual(market);
  });

  it('adds the market price when the context shows it', () => {
    const admin = resolvePriceContext({ ...companyInput(ROLE.Administrator), includeMarketPrice: true });
    expect(effectivePrice(admin, [offer(30, 800)], market)).toEqual({
      ...offer(30, 800),
      marketPrice: { price: 1000, priceIncVat: 1001 },
    });
  });
});

describe('priceMarks', () => {
  const ctx = resolvePriceContext(
    companyInput(ROLE.User, { reseller: true }, [agreement, reseller, publicList]),
  );
  const agreedIds = agreedListIdsOf(ctx);

  it('counts lists of a type other than None as agreed', () => {
    expect(agreedIds).toEqual([30, 25]);
  });

  it('marks an agreed price, with the public price as reference only where it is higher ex and inc VAT', () => {
    const pub = { price: 1000, priceIncVat: 1250 };
    expect(priceMarks(agreedIds, offer(30, 800), pub)).toEqual({ agreed: true, referencePrice: pub });
    expect(priceMarks(agreedIds, offer(30, 1000), pub)).toEqual({ agreed: true });
    expect(priceMarks(agreedIds, offer(30, 800), undefined)).toEqual({ agreed: true });
  });

  it('marks nothing on a public price, even from a company list of type None', () => {
    expect(priceMarks(agreedIds, offer(1, 800), { price: 1000, priceIncVat: 1250 })).toEqual({});
  });
});
