import { DISCOUNT_TYPE, getMarketByName, type MarketName } from '@workwear/domain';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../advisoryLocks';
import type { DatabaseHandle } from '../connection';
import { promotions } from '../schema/promotions';
import { inTransaction } from '../unitOfWork';
import { type ProductPlan, planCatalogue } from './plan';
import { DEMO_PROMOTION_NAMES } from './promotionNames';
import { readDemoCatalogueMeta } from './seed';
import { skuOf } from './variants';

export const DEMO_PROMOTIONS_KEY = 'demo_promotions';
/** Bumped when the demo promotions change (2: their names in 14 languages, issue 27). */
export const DEMO_PROMOTIONS_VERSION = 2;

/** The automatic engine promotion has no code: its names are kept under this key. */
const AUTOMATIC_FREE_DELIVERY = 'AUTO_FREE_DELIVERY_SE';

const namesOf = (p: DemoPromotion) => DEMO_PROMOTION_NAMES[p.code ?? AUTOMATIC_FREE_DELIVERY] ?? {};

export type DemoPromotion = typeof promotions.$inferInsert;

/** A targeted promotion lists at most this many part numbers, however large the catalogue. */
const MAX_TARGETS = 24;

const currencyOf = (market: MarketName) => getMarketByName(market)!.currency.code;

const CODE_MARKETS: MarketName[] = ['se', 'de', 'us'];

/** Base part numbers of the first products that match, or null when the catalogue has none. */
function targets(products: readonly ProductPlan[], matches: (p: ProductPlan) => boolean): string[] | null {
  const partNos = products
    .filter(matches)
    .slice(0, MAX_TARGETS)
    .map((p) => p.basePartNo);
  // An empty list would target every product: the promotion is left out instead.
  return partNos.length > 0 ? partNos : null;
}

const sellableSku = (p: ProductPlan): string | null => {
  const variant = p.variants.find((v) => !v.discontinued);
  const size = p.sizes[0];
  return variant && size ? skuOf(variant.partNo, size.code) : null;
};

/** The gift: a cap or beanie that can be ordered, or any orderable sku in a catalogue without one. */
function giftSkuOf(products: readonly ProductPlan[]): string | null {
  const caps = products.filter((p) => p.type.shape === 'cap');
  for (const p of [...caps, ...products]) {
    const sku = sellableSku(p);
    if (sku) return sku;
  }
  return null;
}

const perCent = (percent: number) => percent * 100;

/** A net amount off, from a net minimum total, in one market's currency (so for that market only). */
const amountIn = (market: MarketName, major: number, minTotalMajor: number) => ({
  amountMinor: major * 100,
  minTotalMinor: minTotalMajor * 100,
  currency: currencyOf(market),
  marketIds: [market],
});

/** Basket codes: a percentage everywhere codes are on, and an amount in each code market's currency. */
function basketCodes(): DemoPromotion[] {
  return [
    {
      code: 'WELCOME10',
      name: '10 % off',
      description: '10 % off the products in the cart.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percentBasisPoints: perCent(10),
      marketIds: CODE_MARKETS,
    },
    {
      code: 'SAVE100',
      name: 'SEK 100 off',
      description: 'SEK 100 off (ex VAT) orders of SEK 1,000 or more (ex VAT).',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      ...amountIn('se', 100, 1000),
    },
    {
      code: 'SAVE10',
      name: '€10 off',
      description: '€10 off (ex VAT) orders of €100 or more (ex VAT).',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      ...amountIn('de', 10, 100),
    },
    {
      code: 'SAVE25',
      name: '$25 off',
      description: '$25 off orders of $250 or more.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      ...amountIn('us', 25, 250),
    },
  ];
}

/** Codes on the catalogue's own products (gloves, hi-vis, a gift), each left out when the catalogue has none. */
function productCodes(products: readonly ProductPlan[]): (DemoPromotion | null)[] {
  const gloves = targets(products, (p) => p.type.shape === 'glove');
  const hiVis = targets(products, (p) => p.hiVisClass !== null);
  const gift = giftSkuOf(products);
  return [
    gloves && {
      code: 'GLOVES3FOR2',
      name: 'Gloves: 3 for 2',
      description: 'Buy three pairs of the selected gloves and the cheapest one is free.',
      discountType: DISCOUNT_TYPE.SelectProducts,
      percentBasisPoints: perCent(100),
      minQuantity: 3,
      partNos: gloves,
      marketIds: CODE_MARKETS,
    },
    hiVis && {
      code: 'HIVIS20',
      name: 'Hi-vis: 20 % off',
      description: '20 % off the selected high-visibility garments.',
      discountType: DISCOUNT_TYPE.DiscountProducts,
      percentBasisPoints: perCent(20),
      partNos: hiVis,
      marketIds: ['se', 'de'],
    },
    gift === null
      ? null
      : {
          code: 'FREEGIFT',
          name: 'A free gift',
          description: 'A free cap with orders of SEK 500 or more (ex VAT), while stocks last.',
          discountType: DISCOUNT_TYPE.AddProducts,
          giftSku: gift,
          minTotalMinor: 500 * 100,
          currency: currencyOf('se'),
          marketIds: ['se'],
        },
  ];
}

/** Free delivery, and a code for each rule a code can fail: its uses, its dates, its audience. */
function ruleCodes(): DemoPromotion[] {
  return [
    {
      code: 'FREESHIP',
      name: 'Free delivery',
      description: 'Free delivery on orders of €100 or more (ex VAT).',
      discountType: DISCOUNT_TYPE.DiscountFreight,
      percentBasisPoints: perCent(100),
      minTotalMinor: 100 * 100,
      currency: currencyOf('de'),
      marketIds: ['de'],
    },
    {
      code: 'LIMITED5',
      name: '15 % off, five uses',
      description: '15 % off, for the first five carts that use the code.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percentBasisPoints: perCent(15),
      usageLimit: 5,
      marketIds: CODE_MARKETS,
    },
    {
      code: 'EXPIRED2025',
      name: '20 % off in 2025',
      description: 'Valid through 2025 only.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percentBasisPoints: perCent(20),
      validFrom: new Date('2025-01-01T00:00:00Z'),
      validTo: new Date('2025-12-31T23:59:59Z'),
      marketIds: CODE_MARKETS,
    },
    {
      code: 'B2BONLY',
      name: '8 % off for business buyers',
      description: '8 % off for buyers signed in to a company account.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percentBasisPoints: perCent(8),
      audience: 'b2b',
      marketIds: CODE_MARKETS,
    },
  ];
}

/** The engine's promotions (UseNorcePromotions, on in Sweden): one automatic, one with a code. */
function enginePromotions(): DemoPromotion[] {
  return [
    {
      code: null,
      name: 'Free delivery over SEK 1,500',
      description: 'Delivery is free on orders of SEK 1,500 or more (ex VAT).',
      discountType: DISCOUNT_TYPE.DiscountFreight,
      percentBasisPoints: perCent(100),
      minTotalMinor: 1500 * 100,
      currency: currencyOf('se'),
      marketIds: ['se'],
      audience: 'b2c',
      engine: true,
    },
    {
      code: 'WORKWEAR15',
      name: '15 % off',
      description: '15 % off the products in the cart.',
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percentBasisPoints: perCent(15),
      marketIds: ['se'],
      audience: 'b2c',
      engine: true,
    },
  ];
}

/**
 * The demo's promotions, so every discount type and rule has a code to try (README lists them). Code
 * promotions in Sweden, Germany and the United States (ActivateDiscountCode is on there); amounts and
 * minimum totals are net, in the one market's currency (minor units), so those promotions name one
 * market. Engine promotions (UseNorcePromotions, on in Sweden) for anonymous visitors and consumers:
 * one automatic, one with a code. Part numbers and the gift come from the catalogue given.
 */
export function demoPromotions(products: readonly ProductPlan[]): DemoPromotion[] {
  const all: (DemoPromotion | null)[] = [
    ...basketCodes(),
    ...productCodes(products),
    ...ruleCodes(),
    ...enginePromotions(),
  ];
  return all.filter((p): p is DemoPromotion => p !== null).map((p) => ({ ...p, names: namesOf(p) }));
}

/** The demo's promotions as rows: by code, and the automatic ones (no code) by name. */
function demoPromotionRows(products: readonly ProductPlan[]) {
  const rows = demoPromotions(products);
  const codes = rows.flatMap((p) => (p.code ? [p.code] : []));
  const automaticNames = rows.filter((p) => !p.code).map((p) => p.name);
  const isDemo = or(
    inArray(promotions.code, codes),
    and(isNull(promotions.code), inArray(promotions.name, automaticNames)),
  );
  return { rows, isDemo };
}

export interface DemoPromotionsResult {
  readonly version: number;
  readonly promotions: number;
}

async function insertDemoPromotions(
  handle: DatabaseHandle,
  products: readonly ProductPlan[],
): Promise<DemoPromotionsResult> {
  // A code the shop already has (in any case) keeps the shop's promotion.
  const written = await handle.db
    .insert(promotions)
    .values(demoPromotionRows(products).rows)
    .onConflictDoNothing()
    .returning({ id: promotions.id });
  const result = { version: DEMO_PROMOTIONS_VERSION, promotions: written.length };
  await handle.db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${DEMO_PROMOTIONS_KEY}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}

const plannedProducts = (options: { products: number; seed: number; today: string }) =>
  planCatalogue(options.products, options.seed, options.today).products;

/**
 * Replaces the demo's promotions (and only those) with the ones for the demo catalogue now in the
 * database: `seed --reset`. Gift rows and held uses of carts go with the old promotions (their foreign
 * keys cascade); a cart's PromotionCode is checked again on its next change.
 */
export async function seedDemoPromotions(handle: DatabaseHandle): Promise<DemoPromotionsResult | null> {
  return inTransaction(handle, async (scoped) => {
    const catalogue = await readDemoCatalogueMeta(scoped);
    if (!catalogue) return null;
    const products = plannedProducts(catalogue.options);
    await scoped.db.delete(promotions).where(demoPromotionRows(products).isDemo);
    return insertDemoPromotions(scoped, products);
  });
}

/**
 * A database whose demo promotions predate their translated names (version 1) gets the names of the
 * demo promotions still there, by code (the automatic one by its English name); nothing else changes.
 */
async function nameDemoPromotions(
  handle: DatabaseHandle,
  before: DemoPromotionsResult,
): Promise<DemoPromotionsResult> {
  for (const p of demoPromotions([])) {
    const names = JSON.stringify(namesOf(p));
    await handle.db.execute(
      p.code
        ? sql`UPDATE promotions SET names = ${names}::jsonb WHERE lower(code) = lower(${p.code}) AND names = '{}'::jsonb`
        : sql`UPDATE promotions SET names = ${names}::jsonb WHERE code IS NULL AND name = ${p.name} AND names = '{}'::jsonb`,
    );
  }
  // The catalogue's promotions (gloves, hi-vis, gift) are named by code without their products.
  for (const code of ['GLOVES3FOR2', 'HIVIS20', 'FREEGIFT']) {
    const names = JSON.stringify(DEMO_PROMOTION_NAMES[code] ?? {});
    await handle.db.execute(
      sql`UPDATE promotions SET names = ${names}::jsonb WHERE lower(code) = lower(${code}) AND names = '{}'::jsonb`,
    );
  }
  const result = { ...before, version: DEMO_PROMOTIONS_VERSION };
  await handle.db.execute(
    sql`UPDATE app_meta SET value = ${JSON.stringify(result)}, updated_at = now() WHERE key = ${DEMO_PROMOTIONS_KEY}`,
  );
  return result;
}

/**
 * Writes the demo promotions once per database, beside the demo catalogue only (their part numbers
 * and gift are the catalogue's); safe on every start. A database seeded before promotions existed
 * gets them on its next start. Once the marker is written nothing is added again (a promotion deleted
 * by hand stays deleted).
 */
export async function ensureDemoPromotions(
  handle: DatabaseHandle,
): Promise<{ seeded: boolean; result: DemoPromotionsResult | null }> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoPromotions})`);
    const rows = await scoped.rows<{ value: string }>(
      sql`SELECT value FROM app_meta WHERE key = ${DEMO_PROMOTIONS_KEY}`,
    );
    const existing = rows[0]?.value;
    if (existing) {
      const result = JSON.parse(existing) as DemoPromotionsResult;
      if (result.version >= DEMO_PROMOTIONS_VERSION) return { seeded: false, result };
      return { seeded: false, result: await nameDemoPromotions(scoped, result) };
    }
    const catalogue = await readDemoCatalogueMeta(scoped);
    if (!catalogue) return { seeded: false, result: null };
    return { seeded: true, result: await insertDemoPromotions(scoped, plannedProducts(catalogue.options)) };
  });
}
