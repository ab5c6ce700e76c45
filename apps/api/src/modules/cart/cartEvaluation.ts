import type { DatabaseHandle } from '@workwear/db';
import {
  type CartTotals,
  computeCartTotals,
  type EffectivePrice,
  type FreeDeliveryProgress,
  type NetGross,
  type PricedLine,
  type PromotionInput,
  reconcilePriceLists,
  type SalesTaxState,
  type TaxLocationInput,
  taxablePaymentOf,
} from '@workwear/domain';
import { textLocaleOfContext } from '../../context/requestContext';
import type { SkuFacts } from '../products';
import {
  type AppliedPromotion,
  applyPromotions,
  freeDeliveryOf,
  pricedLinesOf,
  priceOfLine,
  promotionCandidates,
  promotionInput,
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
  const facts = await deps.skuFacts.load(handle, skus, textLocaleOfContext(env.ctx));
  const prices = await priceSkus(deps, env, facts.values());
  const fixes = rowFixes(lines, facts, prices);
  const kept = lines.filter((l) => !fixes.removeRows.includes(l.id));
  const pricedLines = pricedCartLines(kept, facts, prices);

  const code = metadata.find((m) => m.key === PROMOTION_CODE_KEY)?.value || null;
  const input = promotionInput(env, pricedLines, overrides.delivery);
  const { applied, automatic } = await cartPromotions(deps, handle, env, { input, code, kept, fixes });

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
    freeDelivery: totals.deliveryNet > 0 ? freeDeliveryOf(env, input, automatic) : null,
  };
}

/** What the rows need by themselves: rows nobody may buy any more, lists that changed, gifts whose sku left. */
function rowFixes(
  lines: readonly CartLineRecord[],
  facts: ReadonlyMap<string, SkuFacts>,
  prices: ReadonlyMap<number, EffectivePrice>,
): CartFixes {
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
  const fixes: CartFixes = {
    removeRows: [...reconciled.remove],
    setPriceLists: [...reconciled.update],
    dropCode: false,
    addGifts: [],
    notices: reconciled.notices.map(({ kind, sku, name, message }) => ({ kind, sku, name, message })),
  };
  // A gift whose sku left the catalogue goes too; the promotion adds it again if it can.
  for (const gift of lines)
    if (gift.promotionId !== null && !facts.has(gift.sku)) fixes.removeRows.push(gift.id);
  return fixes;
}

/**
 * The cart's promotions, applied in promotion's one order (applyPromotions), with what they change
 * by themselves (a lapsed code, gift rows) added to the fixes.
 */
async function cartPromotions(
  deps: CartDeps,
  handle: DatabaseHandle,
  env: CartEnvironment,
  cart: { input: PromotionInput; code: string | null; kept: readonly CartLineRecord[]; fixes: CartFixes },
) {
  const { fixes } = cart;
  const candidates = await promotionCandidates(handle, env.rules, cart.code, deps.automaticPromotions);
  const outcome = applyPromotions({
    input: cart.input,
    rules: env.rules,
    automatic: candidates.automatic,
    kept: cart.code === null ? null : { promotion: candidates.coded },
    giftRows: cart.kept.flatMap((l) =>
      l.promotionId === null ? [] : [{ rowId: l.id, promotionId: l.promotionId, sku: l.sku }],
    ),
  });
  if (outcome.codeDropped) {
    fixes.dropCode = true;
    const { message } = outcome.codeDropped;
    if (message) fixes.notices.push({ kind: 'promotionRemoved', message });
  }
  fixes.removeRows.push(...outcome.removeGiftRows);
  fixes.addGifts.push(...outcome.addGifts);
  return { applied: outcome.applied, automatic: candidates.automatic };
}
