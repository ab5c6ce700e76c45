import { z } from 'zod';
import type { RefusedDiscountCodeStatus } from '../discountCodes';
import { getMarketByName } from '../markets';
import { grossFromNet, multiplyMoney, percentOfMinor, type RoundingMode } from '../money';
import type { NetGross } from '../moneyPair';
import { minorUnitsSchema } from '../moneySchemas';
import type { CartAudience } from './cartAudience';

/** The spec's discount types with their numbers (cart-services-companies §3). */
export const DISCOUNT_TYPE = {
  DiscountBasket: 1,
  SelectProducts: 2,
  DiscountProducts: 4,
  AddProducts: 5,
  DiscountFreight: 6,
} as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

export const PROMOTION_AUDIENCES = ['all', 'b2b', 'b2c'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

const FULL_PERCENT = 10_000;

// Database rows carry timestamps as Date, JSON and fixtures as ISO text; both become ISO text.
const instantSchema = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'Must be a date and time' });
    return z.NEVER;
  }
  return date.toISOString();
});

/** A promotion as stored (table promotions), checked so that every type has what it needs. */
export const promotionDefinitionSchema = z
  .object({
    id: z.number().int(),
    code: z.string().min(1).nullable(),
    name: z.string(),
    /** The name per language (issue 27); `name` is the English one every language falls back to. */
    names: z.record(z.string(), z.string()).default({}),
    description: z.string(),
    discountType: z.union([
      z.literal(DISCOUNT_TYPE.DiscountBasket),
      z.literal(DISCOUNT_TYPE.SelectProducts),
      z.literal(DISCOUNT_TYPE.DiscountProducts),
      z.literal(DISCOUNT_TYPE.AddProducts),
      z.literal(DISCOUNT_TYPE.DiscountFreight),
    ]),
    percentBasisPoints: z.number().int().min(1).max(FULL_PERCENT).nullable(),
    amountMinor: minorUnitsSchema.min(1).nullable(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
    minTotalMinor: minorUnitsSchema.min(0).nullable(),
    minQuantity: z.number().int().min(1).nullable(),
    // Colour part numbers (12 characters) or base part numbers (8); empty targets every product.
    partNos: z.array(z.string().regex(/^(?:.{8}|.{12})$/, 'Must be a part number of 8 or 12 characters')),
    giftSku: z.string().min(1).nullable(),
    marketIds: z.array(z.string().min(1)).nullable(),
    audience: z.enum(PROMOTION_AUDIENCES),
    engine: z.boolean(),
    validFrom: instantSchema.nullable(),
    validTo: instantSchema.nullable(),
    usageLimit: z.number().int().min(1).nullable(),
  })
  .superRefine((def, ctx) => {
    const percent = def.percentBasisPoints !== null;
    const amount = def.amountMinor !== null;
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    switch (def.discountType) {
      case DISCOUNT_TYPE.DiscountBasket:
      case DISCOUNT_TYPE.DiscountProducts:
        need(percent !== amount, 'percentBasisPoints', 'Give either a percentage or an amount');
        break;
      case DISCOUNT_TYPE.SelectProducts:
        need(percent && !amount, 'percentBasisPoints', 'SelectProducts discounts by percentage');
        need(def.minQuantity !== null, 'minQuantity', 'SelectProducts needs the group size');
        break;
      case DISCOUNT_TYPE.AddProducts:
        need(def.giftSku !== null, 'giftSku', 'AddProducts needs the gift sku');
        break;
      case DISCOUNT_TYPE.DiscountFreight:
        need(percent && !amount, 'percentBasisPoints', 'DiscountFreight discounts by percentage');
        break;
    }
    need(!amount || def.currency !== null, 'currency', 'An amount needs its currency');
    if (def.validFrom !== null && def.validTo !== null) {
      need(def.validFrom <= def.validTo, 'validTo', 'Must not be before validFrom');
    }
  });

export type PromotionDefinition = z.output<typeof promotionDefinitionSchema>;

/**
 * A promotion's name as a buyer reads it: in their language, else the market's default language,
 * else English (`name`). Promotion names are the shop's data, translated where the promotion is kept.
 */
export function promotionNameIn(
  promotion: { readonly name: string; readonly names: Readonly<Record<string, string>> },
  language: string,
  marketLanguage: string,
): string {
  // `name` is the English name, so English is always there (names.en, when given, wins).
  const all: Readonly<Record<string, string>> = { en: promotion.name, ...promotion.names };
  const pick = (lang: string) => {
    const name = all[lang];
    return name !== undefined && name.trim() !== '' ? name : undefined;
  };
  return pick(language) ?? pick(marketLanguage) ?? promotion.name;
}

/** A cart row with the unit prices the pricing function gave it, ex VAT (net) and inc VAT (gross). */
export type PricedLine = {
  rowId: number;
  sku: string;
  partNo: string;
  quantity: number;
  unitNet: number;
  unitGross: number;
  /** A gift row added by an AddProducts promotion: never counted, never discounted. */
  gift: boolean;
};

export type RowDiscount = { rowId: number } & NetGross;

export type PromotionEvaluation =
  | {
      status: 'applies';
      rowDiscounts: RowDiscount[];
      basketDiscount: NetGross;
      deliveryDiscount: NetGross;
      giftSku?: string;
    }
  | { status: 'RequirementsNotMet' }
  | { status: 'NotValid'; reason: 'expired' | 'notStarted' | 'market' | 'audience' };

export type PromotionInput = {
  lines: readonly PricedLine[];
  delivery: NetGross;
  vatRateBasisPoints: number;
  marketName: string;
  audience: CartAudience;
  now: Date;
  rounding: RoundingMode;
  /**
   * Row discounts other promotions already give this cart. A basket discount is taken off what they
   * leave (design: "after row discounts"); without it, off the whole products total, and the totals
   * still never let the basket discount exceed what is left.
   */
  priorRowDiscount?: NetGross;
};

const NOTHING: NetGross = { net: 0, gross: 0 };

function notValidReason(
  def: PromotionDefinition,
  input: PromotionInput,
): Extract<PromotionEvaluation, { status: 'NotValid' }>['reason'] | undefined {
  const now = input.now.getTime();
  if (def.validFrom !== null && now < Date.parse(def.validFrom)) return 'notStarted';
  if (def.validTo !== null && now > Date.parse(def.validTo)) return 'expired';
  if (def.marketIds !== null && !def.marketIds.includes(input.marketName)) return 'market';
  // An amount in another currency cannot be taken off this market's prices.
  if (def.amountMinor !== null && def.currency !== getMarketByName(input.marketName)?.currency.code) {
    return 'market';
  }
  if (def.audience === 'b2b' && input.audience !== 'b2b') return 'audience';
  if (def.audience === 'b2c' && input.audience === 'b2b') return 'audience';
  return undefined;
}

function targets(def: PromotionDefinition, line: PricedLine): boolean {
  if (def.partNos.length === 0) return true;
  // A 12-character target names one colour; an 8-character one every colour of the base part number.
  return def.partNos.some((partNo) => line.partNo.startsWith(partNo));
}

const lineNet = (line: PricedLine) => multiplyMoney(line.unitNet, line.quantity);
const lineGross = (line: PricedLine) => multiplyMoney(line.unitGross, line.quantity);
const sumOf = (lines: readonly PricedLine[], part: (line: PricedLine) => number) =>
  lines.reduce((total, line) => total + part(line), 0);

/** A freight promotion that takes the whole delivery off: free delivery, once its requirements are met. */
export const givesFreeDelivery = (def: Pick<PromotionDefinition, 'discountType' | 'percentBasisPoints'>) =>
  def.discountType === DISCOUNT_TYPE.DiscountFreight && def.percentBasisPoints === FULL_PERCENT;

/**
 * The products total a minimum total compares with: net, before any discount, gifts left out. A
 * promotion's minTotalMinor and the business free-delivery threshold (freeDelivery.ts) both count it.
 */
export const paidProductsNet = (lines: readonly PricedLine[]) =>
  sumOf(
    lines.filter((line) => !line.gift),
    lineNet,
  );

/** A percentage or a net amount off a net and a gross base, never more than the base. */
function discountOff(def: PromotionDefinition, base: NetGross, input: PromotionInput, units = 1): NetGross {
  if (def.percentBasisPoints !== null) {
    return {
      net: percentOfMinor(base.net, def.percentBasisPoints, input.rounding),
      gross: percentOfMinor(base.gross, def.percentBasisPoints, input.rounding),
    };
  }
  const amount = def.amountMinor ?? 0;
  return {
    net: Math.min(multiplyMoney(amount, units), base.net),
    gross: Math.min(multiplyMoney(grossFromNet(amount, input.vatRateBasisPoints), units), base.gross),
  };
}

/**
 * "Buy minQuantity, the cheapest of each group is discounted": matching units are ranked dearest
 * first and cut into groups of minQuantity; the last unit of every full group gets the percentage.
 */
function selectProductsDiscounts(
  def: PromotionDefinition,
  matching: readonly PricedLine[],
  input: PromotionInput,
): RowDiscount[] {
  const groupSize = def.minQuantity ?? 1;
  const ranked = [...matching].sort((a, b) => b.unitNet - a.unitNet || a.rowId - b.rowId);
  const discountedUnits = new Map<PricedLine, number>();
  let position = 0;
  for (const line of ranked) {
    for (let unit = 0; unit < line.quantity; unit++) {
      position++;
      if (position % groupSize === 0) discountedUnits.set(line, (discountedUnits.get(line) ?? 0) + 1);
    }
  }
  return [...discountedUnits].map(([line, units]) => ({
    rowId: line.rowId,
    ...discountOff(
      def,
      { net: multiplyMoney(line.unitNet, units), gross: multiplyMoney(line.unitGross, units) },
      input,
    ),
  }));
}

function basketBase(paid: readonly PricedLine[], input: PromotionInput): NetGross {
  const prior = input.priorRowDiscount ?? NOTHING;
  return {
    net: Math.max(0, sumOf(paid, lineNet) - prior.net),
    gross: Math.max(0, sumOf(paid, lineGross) - prior.gross),
  };
}

function applies(parts: Partial<Omit<Extract<PromotionEvaluation, { status: 'applies' }>, 'status'>>) {
  return {
    status: 'applies',
    rowDiscounts: [],
    basketDiscount: NOTHING,
    deliveryDiscount: NOTHING,
    ...parts,
  } satisfies PromotionEvaluation;
}

/**
 * Whether a promotion applies to a cart, and what it takes off. Gift rows neither count toward a
 * requirement nor get a discount. The products total a requirement compares with is the net total
 * before any discount, so one promotion's result never depends on the order others are applied in.
 * minQuantity, SelectProducts' group size, is a requirement of every type that sets it: at least that
 * many units of the targeted products.
 */
export function evaluatePromotion(def: PromotionDefinition, input: PromotionInput): PromotionEvaluation {
  const reason = notValidReason(def, input);
  if (reason) return { status: 'NotValid', reason };

  const paid = input.lines.filter((line) => !line.gift);
  const matching = paid.filter((line) => targets(def, line));
  const productsNet = paidProductsNet(paid);
  const matchingUnits = sumOf(matching, (line) => line.quantity);
  const met =
    paid.length > 0 &&
    (def.minTotalMinor === null || productsNet >= def.minTotalMinor) &&
    (def.minQuantity === null || matchingUnits >= def.minQuantity) &&
    (def.discountType !== DISCOUNT_TYPE.DiscountProducts || matching.length > 0);
  if (!met) return { status: 'RequirementsNotMet' };

  switch (def.discountType) {
    case DISCOUNT_TYPE.DiscountBasket:
      return applies({ basketDiscount: discountOff(def, basketBase(paid, input), input) });
    case DISCOUNT_TYPE.SelectProducts:
      return applies({ rowDiscounts: selectProductsDiscounts(def, matching, input) });
    case DISCOUNT_TYPE.DiscountProducts:
      return applies({
        rowDiscounts: matching.map((line) => ({
          rowId: line.rowId,
          ...discountOff(def, { net: lineNet(line), gross: lineGross(line) }, input, line.quantity),
        })),
      });
    case DISCOUNT_TYPE.AddProducts:
      return applies({ giftSku: def.giftSku ?? undefined });
    case DISCOUNT_TYPE.DiscountFreight:
      return applies({ deliveryDiscount: discountOff(def, input.delivery, input) });
  }
}

export type PromotionCodeStatus = 'CodeAdded' | Exclude<RefusedDiscountCodeStatus, 'Error'>;

/**
 * The discount-code status of an evaluation (discountCodes.ts): an applying promotion is CodeAdded;
 * unmet requirements refuse with 'The cart does not meet the requirements for this discount'; a code
 * that is not valid (dates, market, audience) with 'Invalid code' (DISCOUNT_REFUSAL_MESSAGE).
 */
export function discountStatusOf(evaluation: PromotionEvaluation): PromotionCodeStatus {
  switch (evaluation.status) {
    case 'applies':
      return 'CodeAdded';
    case 'RequirementsNotMet':
      return 'RequirementsNotMet';
    case 'NotValid':
      return 'NotValid';
  }
}
