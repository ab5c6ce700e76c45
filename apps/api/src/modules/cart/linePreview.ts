import type { CartLinesPreview, PreviewLine } from '@workwear/contracts';
import {
  applyQuantityFactor,
  BASE_PART_NO_LENGTH,
  DomainError,
  invalidParameter,
  isPartNo,
  isSku,
  multiplyMoney,
  PART_NO_LENGTH,
} from '@workwear/domain';
import { type MarketRequestContext, textLocaleOfContext } from '../../context/requestContext';
import { loadSizesOfParts, type SkuFacts } from '../products';
import { colourOf } from '../vocabulary';
import type { CartDeps, CartEnvironment } from './cartEnvironment';
import { priceSkus } from './cartEvaluation';
import { readyEnvironment } from './cartStore';
import { factsOf, validQuantity } from './rowChanges';

type Item = { sku: string; quantity: unknown };

/** What a colour part number alone answers: the sizes, in the catalogue's order, each orderable or not. */
async function sizesOfColours(deps: CartDeps, env: CartEnvironment, partNos: readonly string[]) {
  const rows = await loadSizesOfParts(deps.handle, partNos, textLocaleOfContext(env.ctx));
  const prices = await priceSkus(deps, env, rows);
  const byPart = new Map<string, SkuFacts[]>();
  for (const f of rows) byPart.set(f.partNo, [...(byPart.get(f.partNo) ?? []), f]);
  return { byPart, prices };
}

/**
 * Quick order's check (issue 27): each line as the cart would take it, for this principal in the
 * request's market, before anything is written. The price is the one pricing function's (the same
 * priceSkus the cart's evaluation calls), the quantity the product's multiply factor rule's. The
 * 12-character "Art.nr" the shop prints is a colour without its size: it answers sizeMissing with the
 * sizes to choose from, instead of "no product with this number".
 */
export async function previewLines(
  deps: CartDeps,
  ctx: MarketRequestContext,
  items: readonly Item[],
): Promise<CartLinesPreview> {
  const env = await readyEnvironment(deps, ctx, { market: ctx.market.name });
  const wanted = items.map((item, index) => {
    const sku = item.sku.trim().toUpperCase();
    try {
      const quantity = validQuantity(item.quantity);
      if (!isSku(sku)) throw invalidParameter('sku', 'A sku is 12 or more letters and digits.');
      return { index, sku, quantity };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { index, sku, quantity: null, message: error.fields[0]?.message ?? error.message };
    }
  });
  const skus = [...new Set(wanted.filter((w) => w.quantity !== null).map((w) => w.sku))];
  const facts = await factsOf(deps, deps.handle, env, skus);
  const prices = await priceSkus(deps, env, facts.values());
  const colourOnly = skus.filter((sku) => !facts.has(sku) && isPartNo(sku));
  const colours = await sizesOfColours(deps, env, colourOnly);

  const lines = wanted.map((w): PreviewLine => {
    const base = { index: w.index, sku: w.sku, quantity: w.quantity };
    if (w.quantity === null) return { ...base, status: 'invalid', message: w.message ?? 'Invalid line' };
    const f = facts.get(w.sku);
    if (!f) {
      const sizes = colours.byPart.get(w.sku.slice(0, PART_NO_LENGTH));
      if (!isPartNo(w.sku) || !sizes) {
        return { ...base, status: 'unknown', message: `Unknown sku ${w.sku}.` };
      }
      const first = sizes[0]!;
      return {
        ...base,
        status: 'sizeMissing',
        message: `${w.sku} is a colour: choose a size.`,
        name: first.name,
        colour: colourOf(first.colorValueId, env.dict).name ?? w.sku.slice(BASE_PART_NO_LENGTH),
        sizes: sizes.map((s) => ({
          sku: s.sku,
          size: s.size,
          orderable: s.sellable && colours.prices.has(s.variantId),
          onHand: s.onHand,
        })),
      };
    }
    const described = {
      ...base,
      name: f.name,
      colour: colourOf(f.colorValueId, env.dict).name ?? f.partNo.slice(BASE_PART_NO_LENGTH),
      size: f.size,
    };
    const price = prices.get(f.variantId);
    if (!f.sellable || !price) {
      return { ...described, status: 'unavailable', message: `${w.sku} cannot be ordered.` };
    }
    const quantity = applyQuantityFactor(w.quantity, f.quantityFactor);
    return {
      ...described,
      quantity,
      status: 'ready',
      message: 'Ready',
      unit: { net: price.price, gross: price.priceIncVat },
      line: { net: multiplyMoney(price.price, quantity), gross: multiplyMoney(price.priceIncVat, quantity) },
    };
  });
  return { currency: env.priceList.currency, lines };
}
