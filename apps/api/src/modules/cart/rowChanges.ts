import type { DatabaseHandle, TransactionHandle } from '@workwear/db';
import {
  applyQuantityFactor,
  BASE_PART_NO_LENGTH,
  CART_SKU_BATCH_SIZE,
  DomainError,
  findMergeRow,
  invalidParameter,
  isPartNo,
  isSku,
  MAX_ROW_QUANTITY,
  nextRowNumber,
  notFound,
  quantitySchema,
  rowCommentSchema,
  splitQuantities,
} from '@workwear/domain';
import { textLocaleOfContext } from '../../context/requestContext';
import { isCompanyMember } from '../customer';
import { loadSizesOfParts, type SkuFacts } from '../products';
import type { CartDeps, CartEnvironment } from './cartEnvironment';
import { priceSkus } from './cartEvaluation';
import type { CartChange } from './cartStore';
import { type CartLineRecord, cartRepository, type NewLine } from './repository';

/** A cart holds at most this many rows: far more than any order, and a bound on every request's work. */
export const MAX_CART_ROWS = 500;

export interface RowInput {
  sku: string;
  quantity: unknown;
  comment?: string | undefined;
  coWorkerId?: number | null | undefined;
}

/** A quantity as the rule wants it, or a 400 naming the field. */
export function validQuantity(value: unknown, field = 'quantity'): number {
  const parsed = quantitySchema.safeParse(value);
  if (!parsed.success) throw invalidParameter(field, parsed.error.issues[0]?.message ?? 'Invalid quantity');
  return parsed.data;
}

/** A row comment as the domain's rowCommentSchema takes it, or a 400 naming the field. */
export function validComment(value: string | undefined, field = 'comment'): string | undefined {
  if (value === undefined) return undefined;
  const parsed = rowCommentSchema.safeParse(value);
  if (!parsed.success) throw invalidParameter(field, parsed.error.issues[0]?.message ?? 'Invalid comment');
  return parsed.data;
}

/** A co-worker is a customer of the buyer's own company; only business buyers choose one. */
export async function validCoWorker(
  tx: TransactionHandle,
  env: CartEnvironment,
  coWorkerId: number | null | undefined,
  field = 'coWorkerId',
): Promise<number | null | undefined> {
  if (coWorkerId === undefined || coWorkerId === null) return coWorkerId;
  if (env.companyId === null) throw invalidParameter(field, 'Only business buyers choose a co-worker.');
  if (!(await isCompanyMember(tx, coWorkerId, env.companyId))) {
    throw invalidParameter(field, 'No such co-worker in your company.');
  }
  return coWorkerId;
}

type Refusal = { status: 'unknown' | 'unavailable'; message: string };

/** Why a sku cannot go into this cart, or its facts and price list when it can. */
async function sellable(
  deps: CartDeps,
  env: CartEnvironment,
  facts: ReadonlyMap<string, SkuFacts>,
  skus: readonly string[],
): Promise<Map<string, { facts: SkuFacts; priceListId: number } | Refusal>> {
  const prices = await priceSkus(deps, env, [...facts.values()]);
  const out = new Map<string, { facts: SkuFacts; priceListId: number } | Refusal>();
  for (const sku of skus) {
    const f = facts.get(sku);
    const price = f && prices.get(f.variantId);
    if (!f) out.set(sku, { status: 'unknown', message: `Unknown sku ${sku}.` });
    else if (!f.sellable || !price)
      out.set(sku, { status: 'unavailable', message: `${sku} cannot be ordered.` });
    else out.set(sku, { facts: f, priceListId: price.priceListId });
  }
  return out;
}

export async function factsOf(
  deps: CartDeps,
  tx: DatabaseHandle,
  env: CartEnvironment,
  skus: readonly string[],
) {
  const facts = new Map<string, SkuFacts>();
  // The spec's batches of 50 skus per lookup (of those not already known).
  for (let i = 0; i < skus.length; i += CART_SKU_BATCH_SIZE) {
    for (const [sku, f] of await deps.skuFacts.load(
      tx,
      skus.slice(i, i + CART_SKU_BATCH_SIZE),
      textLocaleOfContext(env.ctx),
    )) {
      facts.set(sku, f);
    }
  }
  return facts;
}

const unprocessable = (field: string, message: string) =>
  new DomainError('unprocessable', `${field}: ${message}`, [{ field, message }]);

interface PreparedRow {
  sku: string;
  quantity: number;
  comment: string;
  coWorkerId: number | null;
  factor: number;
  priceListId: number;
}

/**
 * Adds prepared rows to the cart's lines by the add rule: the same sku raises its row (anonymous and
 * consumer carts; business carts only for the same co-worker), anything else is a new row numbered
 * after the highest. Returns what happened to each.
 */
async function addPrepared(
  tx: TransactionHandle,
  env: CartEnvironment,
  cartId: string,
  lines: CartLineRecord[],
  rows: readonly PreparedRow[],
  apart = false,
): Promise<('added' | 'merged' | 'full')[]> {
  const outcomes: ('added' | 'merged' | 'full')[] = [];
  const inserts: NewLine[] = [];
  const raised = new Map<number, number>();
  const working = lines.map((l) => ({ ...l }));
  for (const row of rows) {
    const into = apart
      ? undefined
      : findMergeRow(working, { sku: row.sku, coWorkerId: row.coWorkerId }, env.audience);
    if (into) {
      const sum = into.quantity + row.quantity;
      if (sum > MAX_ROW_QUANTITY) {
        outcomes.push('full');
        continue;
      }
      into.quantity = applyQuantityFactor(sum, row.factor);
      raised.set(into.id, into.quantity);
      outcomes.push('merged');
      continue;
    }
    if (working.length >= MAX_CART_ROWS) {
      outcomes.push('full');
      continue;
    }
    const line: NewLine = {
      rowNumber: nextRowNumber(working),
      sku: row.sku,
      quantity: row.quantity,
      comment: row.comment,
      coWorkerId: row.coWorkerId,
      priceListId: row.priceListId,
    };
    inserts.push(line);
    // A stand-in for the merge rule until the row exists: later lines of one batch merge into it.
    working.push({
      ...line,
      id: -inserts.length,
      type: 'DefaultArticle',
      promotionId: null,
      parentRowId: null,
      created: '',
      modified: '',
    });
    outcomes.push('added');
  }
  for (const [rowId, quantity] of raised) {
    if (rowId > 0) await cartRepository.updateLine(tx, cartId, rowId, { quantity });
  }
  // Rows added earlier in this batch and raised by a later line go in with their final quantity.
  for (const line of inserts) {
    const w = working.find((x) => x.rowNumber === line.rowNumber);
    if (w) line.quantity = w.quantity;
  }
  await cartRepository.insertLines(tx, cartId, inserts);
  return outcomes;
}

export async function addRow(deps: CartDeps, c: CartChange, input: RowInput) {
  const sku = input.sku.trim().toUpperCase();
  const requested = validQuantity(input.quantity);
  const comment = validComment(input.comment) ?? '';
  const coWorkerId = (await validCoWorker(c.tx, c.env, input.coWorkerId)) ?? null;
  const facts = await factsOf(deps, c.tx, c.env, [sku]);
  const verdict = (await sellable(deps, c.env, facts, [sku])).get(sku)!;
  // 422, not 404: a 404 on adding tells the storefront that the cart itself is gone.
  if ('status' in verdict) throw unprocessable('sku', verdict.message);
  const lines = c.lines;
  const factor = verdict.facts.quantityFactor;
  const [outcome] = await addPrepared(c.tx, c.env, c.cart.id, lines, [
    {
      sku,
      quantity: applyQuantityFactor(requested, factor),
      comment,
      coWorkerId,
      factor,
      priceListId: verdict.priceListId,
    },
  ]);
  if (outcome === 'full') {
    throw unprocessable(
      'quantity',
      `The row would hold more than ${MAX_ROW_QUANTITY}, or the cart more than ${MAX_CART_ROWS} rows.`,
    );
  }
}

export interface BatchLine {
  index: number;
  sku: string;
  quantity: number | null;
  status: 'added' | 'merged' | 'unknown' | 'unavailable' | 'invalid' | 'sizeMissing';
  message: string;
}

/**
 * The unknown skus that are colour part numbers (the 12-character "Art.nr" on every card): these
 * lack only their size, which the buyer is asked for instead of "no product with this number".
 */
async function coloursWithoutSize(c: CartChange, verdicts: ReadonlyMap<string, unknown>) {
  const unknown = [...verdicts]
    .filter(([sku, v]) => isPartNo(sku) && (v as Refusal).status === 'unknown')
    .map(([sku]) => sku);
  const sizes = await loadSizesOfParts(c.tx, unknown, textLocaleOfContext(c.env.ctx));
  return new Set(sizes.map((s) => s.partNo));
}

/**
 * Quick order: every line gets its own answer; the valid ones are added in one change. `apart`
 * (reorder into a business cart) keeps each line its own row, so an order's split rows (same sku,
 * other co-worker or comment, or none) come back as they were instead of merging.
 */
export async function addRows(
  deps: CartDeps,
  c: CartChange,
  items: readonly RowInput[],
  options: { apart?: boolean } = {},
): Promise<BatchLine[]> {
  const answers: (BatchLine | undefined)[] = [];
  const candidates: {
    index: number;
    sku: string;
    quantity: number;
    comment: string;
    coWorkerId: number | null;
  }[] = [];
  for (const [index, item] of items.entries()) {
    const sku = item.sku.trim().toUpperCase();
    try {
      const quantity = validQuantity(item.quantity);
      const comment = validComment(item.comment) ?? '';
      const coWorkerId = (await validCoWorker(c.tx, c.env, item.coWorkerId)) ?? null;
      if (!isSku(sku)) throw invalidParameter('sku', 'A sku is 12 or more letters and digits.');
      candidates.push({ index, sku, quantity, comment, coWorkerId });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      answers[index] = {
        index,
        sku,
        quantity: null,
        status: 'invalid',
        message: error.fields[0]?.message ?? error.message,
      };
    }
  }
  const skus = [...new Set(candidates.map((x) => x.sku))];
  const facts = await factsOf(deps, c.tx, c.env, skus);
  const verdicts = await sellable(deps, c.env, facts, skus);
  const colours = await coloursWithoutSize(c, verdicts);
  const prepared: (PreparedRow & { index: number })[] = [];
  for (const x of candidates) {
    const verdict = verdicts.get(x.sku)!;
    if ('status' in verdict) {
      const sizeMissing = colours.has(x.sku);
      answers[x.index] = {
        index: x.index,
        sku: x.sku,
        quantity: x.quantity,
        status: sizeMissing ? 'sizeMissing' : verdict.status,
        message: sizeMissing ? `${x.sku} is a colour: choose a size.` : verdict.message,
      };
      continue;
    }
    const factor = verdict.facts.quantityFactor;
    prepared.push({
      ...x,
      quantity: applyQuantityFactor(x.quantity, factor),
      factor,
      priceListId: verdict.priceListId,
    });
  }
  const lines = c.lines;
  const apart = options.apart === true && c.env.audience === 'b2b';
  const outcomes = await addPrepared(c.tx, c.env, c.cart.id, lines, prepared, apart);
  for (const [i, row] of prepared.entries()) {
    const outcome = outcomes[i]!;
    answers[row.index] =
      outcome === 'full'
        ? {
            index: row.index,
            sku: row.sku,
            quantity: row.quantity,
            status: 'invalid',
            message: `The row would hold more than ${MAX_ROW_QUANTITY}, or the cart more than ${MAX_CART_ROWS} rows.`,
          }
        : {
            index: row.index,
            sku: row.sku,
            quantity: row.quantity,
            status: outcome,
            message: outcome === 'added' ? 'Added' : 'Added to the row already in the cart',
          };
  }
  return answers.map((a) => a!);
}

async function rowOf(c: CartChange, rowId: number) {
  const lines = c.lines;
  const row = lines.find((l) => l.id === rowId);
  if (!row) throw notFound('Cart row');
  if (row.promotionId !== null) throw unprocessable('rowId', 'A gift row comes and goes with its promotion.');
  return { row, lines };
}

export interface RowPatch {
  quantity?: unknown;
  sku?: string | undefined;
  comment?: string | undefined;
  coWorkerId?: number | null | undefined;
}

/** Quantity, size or colour (another sku of the same product), comment, co-worker. */
export async function updateRow(deps: CartDeps, c: CartChange, rowId: number, patch: RowPatch) {
  const { row } = await rowOf(c, rowId);
  const sku = patch.sku?.trim().toUpperCase() ?? row.sku;
  const facts = await factsOf(deps, c.tx, c.env, [sku]);
  let priceListId: number | undefined;
  if (sku !== row.sku) {
    if (sku.slice(0, BASE_PART_NO_LENGTH) !== row.sku.slice(0, BASE_PART_NO_LENGTH))
      throw unprocessable('sku', 'Another size or colour of the same product only.');
    const verdict = (await sellable(deps, c.env, facts, [sku])).get(sku)!;
    if ('status' in verdict) throw unprocessable('sku', verdict.message);
    priceListId = verdict.priceListId;
  }
  const factor = facts.get(sku)?.quantityFactor ?? 1;
  const quantity =
    patch.quantity !== undefined
      ? applyQuantityFactor(validQuantity(patch.quantity), factor)
      : sku !== row.sku
        ? applyQuantityFactor(row.quantity, factor)
        : undefined;
  await cartRepository.updateLine(c.tx, c.cart.id, rowId, {
    ...(sku !== row.sku ? { sku, priceListId } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    ...(patch.comment !== undefined ? { comment: validComment(patch.comment)! } : {}),
    ...(patch.coWorkerId !== undefined
      ? { coWorkerId: (await validCoWorker(c.tx, c.env, patch.coWorkerId)) ?? null }
      : {}),
  });
}

export async function removeRow(c: CartChange, rowId: number) {
  await rowOf(c, rowId);
  await cartRepository.deleteLines(c.tx, c.cart.id, [rowId]);
}

/** Takes `quantity` (default the factor) off the row into a new row without a co-worker. */
export async function splitRow(deps: CartDeps, c: CartChange, rowId: number, requested: unknown) {
  const { row, lines } = await rowOf(c, rowId);
  const factor = (await factsOf(deps, c.tx, c.env, [row.sku])).get(row.sku)?.quantityFactor ?? 1;
  const wanted = requested === undefined ? undefined : validQuantity(requested);
  const split = splitQuantities(row.quantity, factor, wanted);
  if ('error' in split) throw unprocessable('quantity', split.error);
  if (lines.length >= MAX_CART_ROWS)
    throw unprocessable('rowId', `A cart holds at most ${MAX_CART_ROWS} rows.`);
  await cartRepository.updateLine(c.tx, c.cart.id, rowId, { quantity: split.keep });
  await cartRepository.insertLines(c.tx, c.cart.id, [
    {
      rowNumber: nextRowNumber(lines),
      sku: row.sku,
      quantity: split.splitOff,
      comment: row.comment,
      coWorkerId: null,
      priceListId: row.priceListId,
    },
  ]);
}
