import type { DatabaseHandle } from '@workwear/db';
import {
  businessFreeDeliveryFrom,
  type CartTotals,
  computeCartTotals,
  DISCOUNT_REFUSAL_MESSAGE,
  DISCOUNT_TYPE,
  type EffectivePrice,
  evaluatePromotion,
  type FreeDeliveryProgress,
  freeDeliveryProgress,
  givesFreeDelivery,
  type NetGross,
  type PricedLine,
  type PromotionDefinition,
  type PromotionEvaluation,
  type PromotionInput,
  paidProductsNet,
  reconcilePriceLists,
  type SalesTaxState,
  type TaxLocationInput,
  taxablePaymentOf,
} from '@workwear/domain';
import type { SkuFacts } from '../products';
import {
  automaticPromotions,
  DISCOUNT_NOT_VALID,
  pricedLinesOf,
  priceOfLine,
  promotionInput,
  promotionOfCode,
  takesCode,
} from '../promotion';
import type { CartDeps, CartEnvironment } from './cartEnvironment';
import { type CartLineRecord, type CartMetadataRecord, type CartRecord, cartRepository } from './repository';
import { salesTaxOfCart, TAX_LOCATION_KEY } from './salesTaxOfCart';

export const PROMOTION_CODE_KEY = 'PromotionCode';

export interface CartNotice {
  kind: 'removed' | 'updated' | 'promotionRemoved';
  sku?: string;
  name?: string;
  message: string;
}

/** Changes the cart needs by itself: rows nobody may buy, lists that changed, a code that lapsed, gifts. */
export interface CartFixes {
  removeRows: number[];
  setPriceLists: { rowId: number; priceListId: number }[];
  dropCode: boolean;
  addGifts: { promotionId: number; sku: string }[];
  notices: CartNotice[];
}

export interface AppliedPromotion {
  definition: PromotionDefinition;
  evaluation: Extract<PromotionEvaluation, { status: 'applies' }>;
}

/** A cart read and priced: its rows, what they cost this principal, its promotions and totals. */
export interface CartEvaluation {
  cart: CartRecord;
  /** The rows kept: those the fixes do not remove. */
  lines: CartLineRecord[];
  /** The rows as read, before any fix: what the buyer's cart holds (order send names the skus at fault). */
  rowsRead: CartLineRecord[];
  metadata: CartMetadataRecord[];
  facts: Map<string, SkuFacts>;
  prices: Map<number, EffectivePrice>;
  pricedLines: PricedLine[];
  applied: AppliedPromotion[];
  code: string | null;
  totals: CartTotals;
  fixes: CartFixes;
  /** What is left to free delivery (the business threshold, an automatic freight promotion), or null. */
  freeDelivery: FreeDeliveryProgress | null;
}

export const hasFixes = (f: CartFixes) =>
  f.removeRows.length > 0 || f.setPriceLists.length > 0 || f.dropCode || f.addGifts.length > 0;

/** The cart's rows priced for the promotion and totals rules (promotion's pricedLinesOf): gift rows at 0. */
export function pricedCartLines(
  lines: readonly CartLineRecord[],
  facts: ReadonlyMap<string, SkuFacts>,
  prices: ReadonlyMap<number, EffectivePrice>,
): PricedLine[] {
  return pricedLinesOf(
    lines.map((l) => ({ rowId: l.id, sku: l.sku, quantity: l.quantity, gift: l.promotionId !== null })),
    facts,
    prices,
  );
}

/** What the principal pays for the skus, by variant, through the one pricing function. */
export async function priceSkus(deps: CartDeps, env: CartEnvironment, facts: Iterable<SkuFacts>) {
  const variantIds = [...new Set([...facts].map((f) => f.variantId))];
  return deps.pricing.priceVariants(env.priceContext, env.priceList, variantIds);
}

/**
 * What the checkout knows that the cart does not (yet): the chosen delivery method's fee instead of
 * the market's standard one, and the delivery address sales tax is computed for. The order's summary
 * and its send price the cart with these, through this same evaluation.
 */
export interface CheckoutOverrides {
  delivery?: NetGross;
  taxLocation?: TaxLocationInput;
}

/**
 * Reads and prices the cart, evaluates its promotions and totals, and lists what must change by
 * itself (CartFixes): the API applies those in the same unit of work and evaluates again.
 */
export async function evaluateCart(
  deps: CartDeps,
  handle: DatabaseHandle,
  env: CartEnvironment,
  cart: CartRecord,
  overrides: CheckoutOverrides = {},
): Promise<CartEvaluation> {
  const contents = await cartRepository.contents(handle, cart.id);
  const { lines } = contents;
  const metadata = overrides.taxLocation
    ? [
        ...contents.metadata.filter((m) => m.key !== TAX_LOCATION_KEY),
        { id: 0, key: TAX_LOCATION_KEY, value: JSON.stringify(overrides.taxLocation) },
      ]
    : contents.metadata;
  const skus = [...new Set(lines.map((l) => l.sku))];
  const facts = await deps.skuFacts.load(handle, skus, env.ctx.language);
  const prices = await priceSkus(deps, env, facts.values());
  const fixes: CartFixes = { removeRows: [], setPriceLists: [], dropCode: false, addGifts: [], notices: [] };

  const bought = lines.filter((l) => l.promotionId === null);
  const reconciled = reconcilePriceLists(
    bought.map((l) => ({
      rowId: l.id,
      sku: l.sku,
      name: facts.get(l.sku)?.name ?? '',
      priceListId: l.priceListId,
    })),
    new Map(bought.map((l) => [l.id, priceOfLine(l, facts, prices)])),
  );
  fixes.removeRows.push(...reconciled.remove);
  fixes.setPriceLists.push(...reconciled.update);
  fixes.notices.push(
    ...reconciled.notices.map(({ kind, sku, name, message }) => ({ kind, sku, name, message })),
  );
  // A gift whose sku left the catalogue goes too; the promotion adds it again if it can.
  for (const gift of lines)
    if (gift.promotionId !== null && !facts.has(gift.sku)) fixes.removeRows.push(gift.id);

  const kept = lines.filter((l) => !fixes.removeRows.includes(l.id));
  const pricedLines = pricedCartLines(kept, facts, prices);

  const code = metadata.find((m) => m.key === PROMOTION_CODE_KEY)?.value || null;
  const input = promotionInput(env, pricedLines, overrides.delivery);
  const candidates = await promotionCandidates(deps, handle, env, code);
  const applied: AppliedPromotion[] = [];
  const applyAutomatic = (definitions: readonly PromotionDefinition[], on: PromotionInput) => {
    for (const definition of definitions) {
      const evaluation = evaluatePromotion(definition, on);
      if (evaluation.status === 'applies') applied.push({ definition, evaluation });
    }
  };
  const applyCode = (on: PromotionInput) => {
    const outcome = checkKeptCode(env, candidates.coded, pricedLines, on);
    if (outcome.applied) applied.push(outcome.applied);
    else {
      fixes.dropCode = true;
      if (outcome.message) fixes.notices.push({ kind: 'promotionRemoved', message: outcome.message });
    }
  };
  // Row discounts first: a basket discount is taken off what they leave (design: "after row
  // discounts"), so an automatic products promotion and a basket code do not both take the same money.
  const basket = (d: PromotionDefinition) => d.discountType === DISCOUNT_TYPE.DiscountBasket;
  const codeIsBasket = candidates.coded !== undefined && basket(candidates.coded);
  applyAutomatic(
    candidates.automatic.filter((d) => !basket(d)),
    input,
  );
  if (code !== null && !codeIsBasket) applyCode(input);
  const rowDiscounts = applied.flatMap((a) => a.evaluation.rowDiscounts);
  const afterRows: PromotionInput = {
    ...input,
    priorRowDiscount: {
      net: rowDiscounts.reduce((sum, d) => sum + d.net, 0),
      gross: rowDiscounts.reduce((sum, d) => sum + d.gross, 0),
    },
  };
  applyAutomatic(candidates.automatic.filter(basket), afterRows);
  if (code !== null && codeIsBasket) applyCode(afterRows);
  syncGifts(applied, kept, fixes);

  const priced = {
    currency: env.priceList.currency,
    lines: pricedLines,
    applied: applied.map((a) => a.evaluation),
    delivery: input.delivery,
  };
  // Sales tax is on what the buyer pays: products after row and basket discounts, and freight after
  // a DiscountFreight promotion, as the totals cap them.
  const salesTax: SalesTaxState = salesTaxOfCart(
    env,
    pricedLines,
    taxablePaymentOf(priced),
    metadata,
    deps.salesTaxRates(),
  );
  const totals = computeCartTotals({ ...priced, salesTax });
  return {
    cart,
    lines: kept,
    rowsRead: lines,
    metadata,
    facts,
    prices,
    pricedLines,
    applied,
    code,
    totals,
    fixes,
    freeDelivery: totals.deliveryNet > 0 ? freeDeliveryOf(env, input, candidates.automatic) : null,
  };
}

/**
 * The thresholds that would make this cart's delivery free: the business one, and the minimum total
 * of each automatic promotion that takes the whole delivery off and that only that total keeps from
 * applying. What is left to the nearest, as the cart and mini cart tell the buyer.
 */
function freeDeliveryOf(
  env: CartEnvironment,
  input: PromotionInput,
  automatic: readonly PromotionDefinition[],
): FreeDeliveryProgress | null {
  const business = businessFreeDeliveryFrom(env.market, env.audience);
  const promoted = automatic.flatMap((d) => {
    if (!givesFreeDelivery(d) || d.minTotalMinor === null) return [];
    const unlimited = evaluatePromotion({ ...d, minTotalMinor: null }, input);
    return unlimited.status === 'applies' ? [d.minTotalMinor] : [];
  });
  const thresholds = business === null ? promoted : [business, ...promoted];
  return freeDeliveryProgress(env.market, paidProductsNet(input.lines), thresholds);
}

async function promotionCandidates(
  deps: CartDeps,
  handle: DatabaseHandle,
  env: CartEnvironment,
  code: string | null,
) {
  const [automatic, coded] = await Promise.all([
    env.rules.enginePromotions
      ? deps.caches.automaticPromotions.get('all', () => automaticPromotions(handle))
      : Promise.resolve([]),
    code === null ? Promise.resolve(undefined) : promotionOfCode(handle, code),
  ]);
  return { automatic, coded };
}

/**
 * The code kept on the cart, checked again after a change (spec §4): an empty cart loses it
 * silently; a code that no longer applies, or that this cart may no longer use, is removed with the
 * spec's message.
 */
function checkKeptCode(
  env: CartEnvironment,
  promotion: PromotionDefinition | undefined,
  lines: readonly PricedLine[],
  input: PromotionInput,
): { applied?: AppliedPromotion; message?: string } {
  if (!lines.some((l) => !l.gift)) return {};
  if (!promotion || !takesCode(env.rules, promotion)) return { message: DISCOUNT_NOT_VALID };
  const evaluation = evaluatePromotion(promotion, input);
  if (evaluation.status === 'applies') return { applied: { definition: promotion, evaluation } };
  return {
    message:
      evaluation.status === 'RequirementsNotMet'
        ? DISCOUNT_REFUSAL_MESSAGE.RequirementsNotMet
        : DISCOUNT_NOT_VALID,
  };
}

/** Gift rows follow their promotions: added while one applies, removed when it stops. */
function syncGifts(applied: readonly AppliedPromotion[], kept: readonly CartLineRecord[], fixes: CartFixes) {
  const giving = new Map<number, string>();
  for (const a of applied) if (a.evaluation.giftSku) giving.set(a.definition.id, a.evaluation.giftSku);
  for (const line of kept) {
    if (line.promotionId === null) continue;
    if (giving.get(line.promotionId) === line.sku) giving.delete(line.promotionId);
    else fixes.removeRows.push(line.id);
  }
  for (const [promotionId, sku] of giving) fixes.addGifts.push({ promotionId, sku });
}
