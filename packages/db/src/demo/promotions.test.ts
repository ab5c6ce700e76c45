import { DISCOUNT_TYPE, promotionDefinitionSchema } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { planCatalogue } from './plan';
import { demoPromotions } from './promotions';
import { DEFAULT_DEMO_PRODUCTS, DEFAULT_DEMO_SEED } from './seed';
import { skuOf } from './variants';

const TODAY = '2026-11-21';
const { products } = planCatalogue(DEFAULT_DEMO_PRODUCTS, DEFAULT_DEMO_SEED, TODAY);
const promotions = demoPromotions(products);

/** As the API reads a row: the table's defaults filled in. */
const asStored = (p: (typeof promotions)[number], id: number) =>
  promotionDefinitionSchema.parse({
    id,
    code: p.code ?? null,
    name: p.name,
    description: p.description ?? '',
    discountType: p.discountType,
    percentBasisPoints: p.percentBasisPoints ?? null,
    amountMinor: p.amountMinor ?? null,
    currency: p.currency ?? null,
    minTotalMinor: p.minTotalMinor ?? null,
    minQuantity: p.minQuantity ?? null,
    partNos: p.partNos ?? [],
    giftSku: p.giftSku ?? null,
    marketIds: p.marketIds ?? null,
    audience: p.audience ?? 'all',
    engine: p.engine ?? false,
    validFrom: p.validFrom ?? null,
    validTo: p.validTo ?? null,
    usageLimit: p.usageLimit ?? null,
  });

describe('demo promotions', () => {
  it('has every discount type, each a valid promotion definition', () => {
    const stored = promotions.map((p, i) => asStored(p, i + 1));
    expect(new Set(stored.map((p) => p.discountType))).toEqual(new Set(Object.values(DISCOUNT_TYPE)));
    const basket = stored.filter((p) => p.discountType === DISCOUNT_TYPE.DiscountBasket);
    expect(basket.some((p) => p.percentBasisPoints !== null)).toBe(true);
    expect(basket.some((p) => p.amountMinor !== null)).toBe(true);
  });

  it('has codes in upper case, unique, for SE, DE and US, with a limited, an expired and a business-only one', () => {
    const codes = promotions.flatMap((p) => (p.code ? [p.code] : []));
    expect(codes.every((c) => /^[A-Z0-9]+$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const codeMarkets = new Set(promotions.filter((p) => !p.engine).flatMap((p) => p.marketIds ?? []));
    expect([...codeMarkets].sort()).toEqual(['de', 'se', 'us']);
    expect(promotions.find((p) => p.code === 'LIMITED5')?.usageLimit).toBe(5);
    expect(promotions.find((p) => p.code === 'EXPIRED2025')?.validTo?.getTime()).toBeLessThan(
      Date.parse(TODAY),
    );
    expect(promotions.find((p) => p.code === 'B2BONLY')?.audience).toBe('b2b');
  });

  it('has an automatic and a coded engine promotion in SE, for anonymous visitors and consumers', () => {
    const engine = promotions.filter((p) => p.engine);
    expect(engine.map((p) => p.code ?? null).sort()).toEqual(['WORKWEAR15', null].sort());
    for (const p of engine) {
      expect(p.marketIds).toEqual(['se']);
      expect(p.audience).toBe('b2c');
    }
  });

  it("gives amounts and minimum totals in the one market's currency", () => {
    const currencies: Record<string, string> = { se: 'SEK', de: 'EUR', us: 'USD' };
    for (const p of promotions.filter((p) => p.amountMinor != null || p.minTotalMinor != null)) {
      expect(p.marketIds, p.name).toHaveLength(1);
      expect(p.currency, p.name).toBe(currencies[p.marketIds![0]!]);
    }
  });

  it('targets part numbers and gives a gift sku that exist in the generated catalogue', () => {
    const baseParts = new Set(products.map((p) => p.basePartNo));
    const skus = new Set(
      products.flatMap((p) =>
        p.variants.filter((v) => !v.discontinued).flatMap((v) => p.sizes.map((s) => skuOf(v.partNo, s.code))),
      ),
    );
    const targeted = promotions.filter(
      (p) =>
        p.discountType === DISCOUNT_TYPE.SelectProducts || p.discountType === DISCOUNT_TYPE.DiscountProducts,
    );
    expect(targeted.map((p) => p.code).sort()).toEqual(['GLOVES3FOR2', 'HIVIS20']);
    for (const p of targeted) {
      expect(p.partNos?.length, p.code ?? '').toBeGreaterThan(0);
      for (const partNo of p.partNos ?? []) expect(baseParts.has(partNo), partNo).toBe(true);
    }
    const gloves = new Set(products.filter((p) => p.type.shape === 'glove').map((p) => p.basePartNo));
    expect(promotions.find((p) => p.code === 'GLOVES3FOR2')?.partNos?.every((n) => gloves.has(n))).toBe(true);
    const gift = promotions.find((p) => p.discountType === DISCOUNT_TYPE.AddProducts)?.giftSku;
    expect(gift && skus.has(gift)).toBe(true);
  });

  it('leaves out a targeted promotion whose kind the catalogue lacks, rather than target everything', () => {
    const noGloves = products.filter((p) => p.type.shape !== 'glove');
    expect(demoPromotions(noGloves).map((p) => p.code)).not.toContain('GLOVES3FOR2');
  });
});

describe('the demo promotions’ names (issue 27)', () => {
  it('are in all 14 languages, real words in each, English the same as the name', async () => {
    const { SUPPORTED_LANGUAGES, promotionNameIn } = await import('@workwear/domain');
    for (const p of promotions) {
      const names = p.names ?? {};
      expect(Object.keys(names).sort(), p.code ?? p.name).toEqual([...SUPPORTED_LANGUAGES].sort());
      expect(names.en).toBe(p.name);
      expect(promotionNameIn({ name: p.name, names }, 'sv', 'sv')).not.toBe(p.name);
    }
    const byCode = (code: string) => promotions.find((p) => p.code === code)!.names ?? {};
    expect(byCode('FREEGIFT').sv).toBe('En gratis present');
    expect(byCode('HIVIS20').pl).toMatch(/ł|ó|ż|ś/u);
    expect(byCode('B2BONLY').lv).toMatch(/ņ|ā/u);
    expect(promotions.find((p) => p.code === null)!.names?.de).toBe('Kostenlose Lieferung ab 1.500 SEK');
  });
});
