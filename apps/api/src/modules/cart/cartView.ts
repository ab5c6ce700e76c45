import type { CartView } from '@workwear/contracts';
import {
  BASE_PART_NO_LENGTH,
  canSplit,
  defaultLanguageOf,
  PART_NO_LENGTH,
  promotionNameIn,
  quantityStep,
  validateCart,
} from '@workwear/domain';
import { productImageUrl } from '../productDetail';
import { priceOfLine } from '../promotion';
import { colourOf } from '../vocabulary';
import type { CartEnvironment } from './cartEnvironment';
import type { CartEvaluation, CartNotice } from './cartEvaluation';

const NONE = { net: 0, gross: 0 };

/** The spec's VAT rate: inc-VAT over ex-VAT price of the first row, 1 without one. */
function vatRateOf(rows: readonly { price: number; priceIncVat: number }[]): number {
  const first = rows[0];
  return first && first.price > 0 ? first.priceIncVat / first.price : 1;
}

/** The cart as the API answers it: rows with their product facts and prices, totals, rules, validity. */
export function cartView(
  env: CartEnvironment,
  ev: CartEvaluation,
  notices: readonly CartNotice[] = [],
): CartView {
  const rowTotals = new Map(ev.totals.rows.map((r) => [r.rowId, r]));
  const rows = ev.lines.map((line) => {
    const f = ev.facts.get(line.sku);
    const price = priceOfLine(line, ev.facts, ev.prices);
    const gift = line.promotionId !== null;
    const t = rowTotals.get(line.id);
    const lineAmount = t ? { net: t.lineNet, gross: t.lineGross } : NONE;
    const discount = t ? { net: t.discountNet, gross: t.discountGross } : NONE;
    const factor = f?.quantityFactor ?? 1;
    const partNo = f?.partNo ?? line.sku.slice(0, PART_NO_LENGTH);
    return {
      id: line.id,
      rowNumber: line.rowNumber,
      sku: line.sku,
      partNo,
      basePartNo: f?.basePartNo ?? line.sku.slice(0, BASE_PART_NO_LENGTH),
      name: f?.name ?? line.sku,
      colour: colourOf(f?.colorValueId ?? null, env.dict).name ?? partNo.slice(BASE_PART_NO_LENGTH),
      size: f?.size ?? '',
      imageUrl: productImageUrl(partNo),
      uniqueName: f?.uniqueName ?? '',
      quantity: line.quantity,
      quantityFactor: factor,
      quantityStep: quantityStep(factor),
      comment: line.comment,
      coWorkerId: line.coWorkerId,
      type: line.type,
      parentRowId: line.parentRowId,
      gift,
      priceListId: gift ? null : (price?.priceListId ?? line.priceListId),
      price: gift ? 0 : (price?.price ?? 0),
      priceIncVat: gift ? 0 : (price?.priceIncVat ?? 0),
      ...(!gift && price?.agreed ? { agreed: true } : {}),
      line: lineAmount,
      discount,
      discounted: { net: lineAmount.net - discount.net, gross: lineAmount.gross - discount.gross },
      onHand: f?.onHand ?? 0,
      canSplit: !gift && canSplit([{ quantity: line.quantity, factor }]),
      created: line.created,
      modified: line.modified,
    };
  });
  const validity = validateCart(
    {
      products: rows.map((r) => ({
        id: r.id,
        name: r.name,
        sku: r.sku,
        quantity: r.quantity,
        rowNumber: r.rowNumber,
        type: r.type,
        comment: r.comment,
        coWorkerId: r.coWorkerId,
        parentRowId: r.parentRowId,
        gift: r.gift,
      })),
    },
    {
      mandatoryRowComment: env.rules.mandatoryRowComment,
      mandatoryPersonalPackage: env.rules.mandatoryCoWorker,
    },
  );
  const { rows: _perRow, ...totals } = ev.totals;
  return {
    id: ev.cart.id,
    version: ev.cart.version,
    name: ev.cart.name,
    description: ev.cart.description,
    status: ev.cart.status,
    isActive: ev.cart.isActive,
    marketId: env.market.marketId,
    currency: ev.totals.currency,
    created: ev.cart.created,
    modified: ev.cart.modified,
    rows,
    metadata: ev.metadata,
    promotionCode: ev.code,
    promotions: ev.applied.map(({ definition, evaluation }) => {
      const parts = [...evaluation.rowDiscounts, evaluation.basketDiscount, evaluation.deliveryDiscount];
      return {
        id: definition.id,
        name: promotionNameIn(definition, env.ctx.language, defaultLanguageOf(env.market)),
        code: definition.code,
        discountType: definition.discountType,
        engine: definition.engine,
        discountNet: parts.reduce((sum, p) => sum + p.net, 0),
        discountGross: parts.reduce((sum, p) => sum + p.gross, 0),
      };
    }),
    totals: { ...totals, vatRate: vatRateOf(rows) },
    ...(ev.freeDelivery ? { freeDelivery: ev.freeDelivery } : {}),
    notices: [...notices],
    valid: validity.valid,
    rowErrors: validity.rowErrors.map((e) => ({
      rowId: rows[e.rowIndex]?.id ?? 0,
      kind: e.kind,
      field: e.field,
      message: e.message,
    })),
    rules: env.rules,
  };
}
