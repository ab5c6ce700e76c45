import type { CartView } from '@workwear/contracts';
import { MAX_ROW_QUANTITY } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cartApi, insertPromotion } from '../../testing/cartApi';
import {
  buyableSkus,
  commentVerdict,
  expectedFactorQuantity,
  isValidQuantity,
  recomputedTotals,
  sessionBuyers,
  skuPerProduct,
} from '../../testing/cartModel';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Random operation sequences against the cart API over real HTTP, each on a cart of its own, several
 * at once. After every answer: no 5xx, the status the input calls for, valid quantities (whole,
 * 1-9999, a multiple of the factor), the server's prices only (a price in the body is refused), totals
 * that add up from the rows, and nothing changed by a refused request.
 *
 * Runs: 10,000 sequences on the PostgreSQL server; 200 on PGlite so `npm test` stays quick (PGlite has
 * one connection, so its sequences run one request at a time). CART_PROPERTY_RUNS overrides both, and
 * CART_PROPERTY_SEED replays a run: each runner r uses seed + r, and a failure names its seed and path.
 */
const onServer = inject('databaseUrl') !== undefined;
const RUNS = Number(process.env.CART_PROPERTY_RUNS ?? (onServer ? 10_000 : 200));
const RUNNERS = onServer ? 8 : 2;
const SEED = Number(process.env.CART_PROPERTY_SEED ?? Date.now() % 1_000_000_000);

type World = 'anonymousSE' | 'anonymousDE' | 'business';
const MARKET: Record<World, string> = { anonymousSE: 'SE', anonymousDE: 'DE', business: 'SE' };
/** Pack sizes the test gives its products for its duration: one-piece, 3-packs and boxes of 12. */
const FACTORS = [1, 1, 3, 12];

let api: TestServer;
let skus: string[];
let businessBearers: string[];
let codes: string[];
let engineCode: string;
/** What the server charges each world for each sku, read once before the run. */
const priceOf = new Map<string, { price: number; priceIncVat: number }>();
const factorOf = new Map<string, number>();
let restoreFactors: () => Promise<void> = async () => {};

beforeAll(async () => {
  api = await testServer();
  businessBearers = await sessionBuyers(api.handle, 'property', RUNNERS);
  const candidates = await skuPerProduct(api.handle, 200);
  let common = await buyableSkus(api.baseUrl, businessBearers[0], 'SE', candidates);
  for (const market of ['SE', 'DE']) {
    const buyable = new Set(await buyableSkus(api.baseUrl, undefined, market, common));
    common = common.filter((s) => buyable.has(s));
  }
  // From the end of the catalogue: tests that take the first skus by number never meet these.
  skus = common.slice(-FACTORS.length);
  expect(skus).toHaveLength(FACTORS.length);
  const products = await api.handle.rows<{ sku: string; id: number; factor: number }>(sql`
    SELECT s.sku, p.id, p.quantity_factor AS factor FROM skus s JOIN variants v ON v.id = s.variant_id
    JOIN products p ON p.id = v.product_id WHERE s.sku = ANY(${sql.param(skus)}::text[])`);
  restoreFactors = async () => {
    for (const p of products)
      await api.handle.db.execute(sql`UPDATE products SET quantity_factor = ${p.factor} WHERE id = ${p.id}`);
  };
  for (const [i, sku] of skus.entries()) {
    const id = products.find((p) => p.sku === sku)!.id;
    await api.handle.db.execute(sql`UPDATE products SET quantity_factor = ${FACTORS[i]!} WHERE id = ${id}`);
    factorOf.set(sku, FACTORS[i]!);
  }
  const stamp = Date.now();
  codes = [
    await promotion({ code: `PBASKET${stamp}`, discountType: 1, percent: 1000 }),
    await promotion({
      code: `PPRODUCTS${stamp}`,
      discountType: 4,
      percent: 2500,
      partNos: [skus[2]!.slice(0, 12)],
    }),
    await promotion({ code: `PFREIGHT${stamp}`, discountType: 6, percent: 10_000, minTotal: 1 }),
    await promotion({ code: `PGIFT${stamp}`, discountType: 5, giftSku: skus[0]!, minTotal: 1 }),
    await promotion({ code: `P3FOR2${stamp}`, discountType: 2, percent: 10_000, minQuantity: 3 }),
  ];
  engineCode = await promotion({
    code: `PENGINE${stamp}`,
    discountType: 1,
    percent: 1500,
    engine: true,
    markets: ['se'],
    audience: 'b2c',
  });
  for (const world of ['anonymousSE', 'anonymousDE', 'business'] as const) {
    const client = clientOf(world, 0);
    const cart = (await client.create()).body;
    const filled = await client.batch(cart.id, { items: skus.map((sku) => ({ sku, quantity: 12 })) });
    for (const row of filled.body.cart.rows)
      priceOf.set(`${world}|${row.sku}`, { price: row.price, priceIncVat: row.priceIncVat });
    await client.call('DELETE', `/api/cart/carts/${cart.id}?version=${filled.body.cart.version}`);
  }
}, 180_000);

afterAll(async () => {
  await restoreFactors();
});

async function promotion(p: Parameters<typeof insertPromotion>[1] & { code: string }) {
  await insertPromotion(api.handle, p);
  return p.code;
}

const clientOf = (world: World, runner: number) =>
  cartApi(api.baseUrl, world === 'business' ? businessBearers[runner] : undefined, MARKET[world]);

// ---- the operations --------------------------------------------------------------------------

const quantityArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 24, arbitrary: fc.integer({ min: 1, max: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 0 }) },
  { weight: 1, arbitrary: fc.double({ min: -10, max: 40, noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(9990, 9996, 9999, 10_000, 1e6, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e21, 1e308),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('2', '', 'abc', null, true, [1], { n: 1 }) },
);

const commentArb = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'x'.repeat(98),
      'x'.repeat(99),
      '🧤'.repeat(98),
      '🧤'.repeat(99),
      'y'.repeat(1001),
      'size L\tplease',
      'line\nbreak',
      'bell\u0007',
      'nul\u0000',
      'c1\u0085ok',
      'Lagerplats 4',
      '',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom('<b>', 'a>b', '"q"', "it's", '{x}', 'a;b', 'me@home') },
);

/** Mostly left out of the body: one time in `oneIn`, the value. */
const rarely = <T>(arb: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const skuArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.nat({ max: 3 }).map((i) => ({ known: i, text: undefined as string | undefined })),
  },
  { weight: 1, arbitrary: fc.nat({ max: 3 }).map((i) => ({ known: i, text: 'lower' })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('ZZZZZZZZZZZZ99', 'SHORT', 'bad sku!', '', 'A'.repeat(41))
      .map((text) => ({ known: -1, text })),
  },
);
/** A row of the cart by position; past the end, a row id that does not exist or is not an id. */
const rowArb = fc.oneof(
  { weight: 8, arbitrary: fc.nat({ max: 2 }).map((i) => ({ index: i, id: undefined as unknown })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>(999_999_999, '1e15', '1e20', 0, -1, 'abc')
      .map((id) => ({ index: -1, id })),
  },
);
const staleArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const opArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      sku: skuArb,
      quantity: quantityArb,
      comment: rarely(commentArb, 3),
      price: rarely(fc.integer({ min: -100, max: 1_000_000 }), 8),
      stale: staleArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('quantity' as const),
      row: rowArb,
      quantity: quantityArb,
      stale: staleArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('comment' as const),
      row: rowArb,
      comment: commentArb,
      stale: staleArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), row: rowArb, stale: staleArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('split' as const),
      row: rowArb,
      quantity: rarely(quantityArb, 2),
      stale: staleArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('code' as const),
      code: fc.oneof(fc.nat({ max: 4 }), fc.constantFrom('engine', 'unknown', 'lowercase', 'remove')),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('save' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('merge' as const),
      rows: fc.array(
        fc.record({
          sku: fc.nat({ max: 3 }),
          quantity: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(9999)),
        }),
        { maxLength: 2 },
      ),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const sequenceArb = fc.record({
  world: fc.constantFrom<World>('anonymousSE', 'anonymousDE', 'business'),
  /** Rows the cart starts with, added in one quick-order batch, so row operations have rows to hit. */
  start: fc.array(fc.record({ sku: fc.nat({ max: 3 }), quantity: fc.integer({ min: 1, max: 30 }) }), {
    maxLength: 2,
  }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 8 }),
});

// ---- checks ----------------------------------------------------------------------------------

/** Everything that must hold of any cart the API answers. */
function checkCart(world: World, cart: CartView, context: string) {
  const numbers = new Set<number>();
  for (const row of cart.rows) {
    const factor = factorOf.get(row.sku) ?? 1;
    expect(Number.isInteger(row.quantity), context).toBe(true);
    expect(row.quantity, context).toBeGreaterThanOrEqual(1);
    expect(row.quantity, context).toBeLessThanOrEqual(MAX_ROW_QUANTITY);
    expect(row.quantity % factor, `${context}: ${row.sku} × ${row.quantity}, factor ${factor}`).toBe(0);
    expect(row.quantityFactor, context).toBe(factor);
    const server = row.gift ? { price: 0, priceIncVat: 0 } : priceOf.get(`${world}|${row.sku}`);
    expect({ price: row.price, priceIncVat: row.priceIncVat }, `${context}: price of ${row.sku}`).toEqual(
      server,
    );
    expect(row.line, context).toEqual({
      net: row.price * row.quantity,
      gross: row.priceIncVat * row.quantity,
    });
    expect(row.discount.net, context).toBeGreaterThanOrEqual(0);
    numbers.add(row.rowNumber);
  }
  expect(numbers.size, `${context}: row numbers are distinct`).toBe(cart.rows.length);
  const t = cart.totals;
  const want = recomputedTotals(cart);
  expect(
    {
      productsNet: t.productsNet,
      productsGross: t.productsGross,
      totalNet: t.totalNet,
      totalGross: t.totalGross,
      vat: t.vat,
    },
    `${context}: totals`,
  ).toEqual(want);
  expect(t.salesTax, context).toEqual({ kind: 'none' });
  for (const part of [t.discountNet, t.discountGross, t.deliveryNet, t.deliveryGross, t.totalNet, t.vat])
    expect(part, `${context}: totals ${JSON.stringify(t)}`).toBeGreaterThanOrEqual(0);
  const rowDiscounts = cart.rows.reduce((sum, r) => sum + r.discount.net, 0);
  expect(rowDiscounts, context).toBeLessThanOrEqual(t.discountNet);
  if (!cart.rows.some((r) => !r.gift))
    expect(cart.promotionCode, `${context}: code on an empty cart`).toBeNull();
}

const quantityOfSku = (cart: CartView, sku: string) =>
  cart.rows.filter((r) => !r.gift && r.sku === sku).reduce((sum, r) => sum + r.quantity, 0);

/** The JSON a value becomes in a request body (1e21 stays a number, undefined goes). */
const asSent = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** Answers seen, by operation and status: the run's report shows the inputs reached every outcome. */
const tally = new Map<string, number>();

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted on
  body: any;
}

/** One sequence on one cart of its own; throws (an assertion) at the first answer that breaks a rule. */
async function runSequence(
  world: World,
  start: { sku: number; quantity: number }[],
  ops: Op[],
  runner: number,
): Promise<void> {
  const client = clientOf(world, runner);
  let created = await client.create();
  // A business buyer's create answers their active cart: a fresh one is wanted.
  if (created.body.rows.length > 0 || created.body.version > 1) {
    await client.call('DELETE', `/api/cart/carts/${created.body.id}?version=${created.body.version}`);
    created = await client.create();
  }
  expect([200, 201]).toContain(created.status);
  let cart: CartView = created.body;
  const id = cart.id;
  if (start.length > 0) {
    const items = start.map((r) => ({ sku: skus[r.sku]!, quantity: r.quantity }));
    const filled = await client.batch(id, { items });
    const context = `${world} start ${JSON.stringify(items)}: ${JSON.stringify(filled.body).slice(0, 400)}`;
    expect(filled.status, context).toBe(200);
    expect(
      filled.body.lines.map((l) => l.status).every((s) => s === 'added' || s === 'merged'),
      context,
    ).toBe(true);
    checkCart(world, filled.body.cart, context);
    for (const sku of new Set(items.map((i) => i.sku))) {
      const wanted = items
        .filter((i) => i.sku === sku)
        .reduce((sum, i) => sum + expectedFactorQuantity(i.quantity, factorOf.get(sku)!), 0);
      expect(quantityOfSku(filled.body.cart, sku), context).toBe(wanted);
    }
    cart = filled.body.cart;
  }
  let unconfirmed = false;
  const log: string[] = [];
  for (const op of ops) {
    const prev = cart;
    const version = 'stale' in op && op.stale ? prev.version - 1 : prev.version;
    const target = 'row' in op ? rowTarget(prev, op.row) : undefined;
    const { answer, expected, after } = await perform(world, client, id, prev, op, version, target);
    log.push(`${JSON.stringify(op)} -> ${answer.status}`);
    const key = `${op.kind} ${answer.status}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    const context = `${world} ${log.join(' ; ')}: ${JSON.stringify(answer.body).slice(0, 400)}`;
    expect(answer.status, context).toBeLessThan(500);
    expect(expected, context).toContain(answer.status);
    if (answer.status === 409) {
      checkCart(world, answer.body.current, context);
      expect(answer.body.current.version, context).toBe(prev.version);
      continue;
    }
    if (answer.status !== 200) {
      unconfirmed = true;
      continue;
    }
    const next: CartView = answer.body.cart ?? answer.body;
    checkCart(world, next, context);
    expect(next.version, `${context}: one change, one version`).toBe(prev.version + 1);
    after?.(next, context);
    cart = next;
    unconfirmed = false;
  }
  if (unconfirmed) {
    // Refused requests change nothing: the cart reads as the last answer that changed it.
    const now = await client.get(id);
    const context = `${world} ${log.join(' ; ')}: read after refusals`;
    expect(now.status, context).toBe(200);
    checkCart(world, now.body, context);
    expect(
      now.body.rows.map((r) => [r.id, r.sku, r.quantity, r.comment]),
      context,
    ).toEqual(cart.rows.map((r) => [r.id, r.sku, r.quantity, r.comment]));
    expect([now.body.version, now.body.promotionCode], context).toEqual([cart.version, cart.promotionCode]);
  }
}

function rowTarget(cart: CartView, pick: { index: number; id: unknown }) {
  if (pick.index < 0) return { id: pick.id, row: undefined };
  const row = cart.rows[pick.index];
  return { id: row?.id ?? 999_999_999, row };
}

/**
 * What the route refuses (400) before anything else: a row id that is not a positive whole number
 * written in digits (path numbers parse strictly: '1e15' and '1e20' are refused), or a version below 1
 * (a stale version of a cart at version 1).
 */
const badRowId = (id: unknown) => {
  const n = Number(id);
  return !(/^\d+$/.test(String(id)) && Number.isSafeInteger(n) && n > 0);
};

/** Sends one operation; says which statuses its input calls for and what a 200 must show. */
async function perform(
  world: World,
  client: ReturnType<typeof cartApi>,
  id: string,
  prev: CartView,
  op: Op,
  version: number,
  target: { id: unknown; row: CartView['rows'][number] | undefined } | undefined,
): Promise<{ answer: Answer; expected: number[]; after?: (next: CartView, context: string) => void }> {
  const stale = version !== prev.version;
  const badVersion = version < 1;
  const rowPath = target && `/api/cart/carts/${id}/products/${String(target.id)}`;
  /** The row's own refusals, in the service's order: a missing row 404, a gift 422. */
  const rowRefusal = () => (target?.row === undefined ? [404] : target.row.gift ? [422] : undefined);
  switch (op.kind) {
    case 'add': {
      const sku = op.sku.known >= 0 ? skus[op.sku.known]! : op.sku.text!;
      const sentSku = op.sku.text === 'lower' ? sku.toLowerCase() : sku;
      const body: Record<string, unknown> = { sku: sentSku, quantity: op.quantity };
      if (op.comment !== undefined) body.comment = op.comment;
      if (op.price !== undefined) body.price = op.price;
      if (op.stale) body.version = version;
      const answer = await client.add(id, body);
      const quantity = asSent(op.quantity);
      const verdict = op.comment === undefined ? { stored: '' } : commentVerdict(op.comment);
      const skuShape = /^[A-Za-z0-9]{12,40}$/.test(sentSku);
      const bodyRefused = 'refused' in verdict && verdict.refused === 'body';
      if (op.price !== undefined || typeof quantity !== 'number' || !skuShape || bodyRefused || badVersion)
        return { answer, expected: [400] };
      if (stale) return { answer, expected: [409] };
      if (!isValidQuantity(quantity) || 'refused' in verdict) return { answer, expected: [400] };
      if (op.sku.known < 0) return { answer, expected: [422] };
      const factor = factorOf.get(sku)!;
      const adds = expectedFactorQuantity(quantity, factor);
      const into = prev.rows.find((r) => !r.gift && r.sku === sku);
      if (into && into.quantity + adds > MAX_ROW_QUANTITY) return { answer, expected: [422] };
      return {
        answer,
        expected: [200],
        after: (next, context) => {
          expect(quantityOfSku(next, sku), context).toBe(quantityOfSku(prev, sku) + adds);
          if (!into) {
            const added = next.rows.find(
              (r) => !r.gift && r.sku === sku && !prev.rows.some((p) => p.id === r.id),
            );
            expect(added?.rowNumber, context).toBe(Math.max(0, ...prev.rows.map((r) => r.rowNumber)) + 1);
            expect(added?.comment, context).toBe('stored' in verdict ? verdict.stored : '');
          }
        },
      };
    }
    case 'quantity': {
      const answer = await client.call('PUT', `${rowPath}/quantity`, { version, quantity: op.quantity });
      const quantity = asSent(op.quantity);
      if (badRowId(target!.id) || badVersion || typeof quantity !== 'number')
        return { answer, expected: [400] };
      if (stale) return { answer, expected: [409] };
      const refusal = rowRefusal();
      if (refusal) return { answer, expected: refusal };
      if (!isValidQuantity(quantity)) return { answer, expected: [400] };
      const row = target!.row!;
      return {
        answer,
        expected: [200],
        after: (next, context) =>
          expect(next.rows.find((r) => r.id === row.id)?.quantity, context).toBe(
            expectedFactorQuantity(quantity, factorOf.get(row.sku)!),
          ),
      };
    }
    case 'comment': {
      const answer = await client.updateRow(id, target!.id as number, { version, comment: op.comment });
      const verdict = commentVerdict(op.comment);
      if (badRowId(target!.id) || badVersion || ('refused' in verdict && verdict.refused === 'body'))
        return { answer, expected: [400] };
      if (stale) return { answer, expected: [409] };
      const refusal = rowRefusal();
      if (refusal) return { answer, expected: refusal };
      if ('refused' in verdict) return { answer, expected: [400] };
      const row = target!.row!;
      return {
        answer,
        expected: [200],
        after: (next, context) =>
          expect(next.rows.find((r) => r.id === row.id)?.comment, context).toBe(verdict.stored),
      };
    }
    case 'remove': {
      const answer = await client.call('DELETE', `${rowPath}?version=${version}`);
      if (badRowId(target!.id) || badVersion) return { answer, expected: [400] };
      if (stale) return { answer, expected: [409] };
      const refusal = rowRefusal();
      if (refusal) return { answer, expected: refusal };
      const row = target!.row!;
      return {
        answer,
        expected: [200],
        after: (next, context) =>
          expect(
            next.rows.some((r) => r.id === row.id),
            context,
          ).toBe(false),
      };
    }
    case 'split': {
      const body: Record<string, unknown> = { version };
      if (op.quantity !== undefined) body.quantity = op.quantity;
      const answer = await client.call('POST', `${rowPath}/split`, body);
      const quantity = asSent(op.quantity);
      if (badRowId(target!.id) || badVersion || (quantity !== undefined && typeof quantity !== 'number'))
        return { answer, expected: [400] };
      if (stale) return { answer, expected: [409] };
      const refusal = rowRefusal();
      if (refusal) return { answer, expected: refusal };
      if (quantity !== undefined && !isValidQuantity(quantity)) return { answer, expected: [400] };
      const row = target!.row!;
      const factor = factorOf.get(row.sku)!;
      const off = (quantity as number | undefined) ?? factor;
      if (row.quantity <= factor || off % factor !== 0 || off >= row.quantity)
        return { answer, expected: [422] };
      return {
        answer,
        expected: [200],
        after: (next, context) => {
          expect(next.rows.find((r) => r.id === row.id)?.quantity, context).toBe(row.quantity - off);
          const split = next.rows.find((r) => !prev.rows.some((p) => p.id === r.id) && !r.gift);
          expect(split && [split.sku, split.quantity, split.comment, split.coWorkerId], context).toEqual([
            row.sku,
            off,
            row.comment,
            null,
          ]);
          expect(split?.rowNumber, context).toBe(Math.max(...prev.rows.map((r) => r.rowNumber)) + 1);
        },
      };
    }
    case 'code': {
      const code =
        typeof op.code === 'number'
          ? codes[op.code]!
          : op.code === 'engine'
            ? engineCode
            : op.code === 'lowercase'
              ? codes[0]!.toLowerCase()
              : op.code === 'unknown'
                ? 'NOSUCHCODE1'
                : '';
      // Engine codes go through the price service's discount-code route, where the cart takes them.
      const engine = world === 'anonymousSE' && code !== '';
      const answer = engine
        ? await client.call('PUT', `/api/price/cart/${id}/discountcodes/${encodeURIComponent(code)}`, {
            version,
          })
        : await client.upsert(id, version, 'PromotionCode', code);
      if (code === '')
        return {
          answer,
          expected: [200],
          after: (next, context) => expect(next.promotionCode, context).toBeNull(),
        };
      return {
        answer,
        expected: [200, 422],
        after: (next, context) => {
          expect(['CodeAdded', 'AlreadyAdded'], context).toContain(answer.body.status);
          expect(next.promotionCode?.toLowerCase(), context).toBe(code.toLowerCase());
          expect(
            next.promotions.some((p) => p.code?.toLowerCase() === code.toLowerCase()),
            context,
          ).toBe(true);
        },
      };
    }
    case 'save': {
      const answer = await client.update(id, { version, metadata: { Status: 'saved', IsActive: 'False' } });
      if (world !== 'business') return { answer, expected: [401] };
      if (prev.rows.length === 0) return { answer, expected: [422] };
      return {
        answer,
        expected: [200],
        after: (next, context) => expect([next.status, next.isActive], context).toEqual(['saved', false]),
      };
    }
    case 'merge': {
      const other = cartApi(api.baseUrl, undefined, MARKET[world]);
      let otherCart = (await other.create()).body;
      if (op.rows.length > 0) {
        const items = op.rows.map((r) => ({ sku: skus[r.sku]!, quantity: r.quantity }));
        otherCart = (await other.batch(otherCart.id, { items })).body.cart;
      }
      const answer = await client.call('PUT', `/api/cart/carts/${id}/append/${otherCart.id}`, { version });
      return {
        answer,
        expected: [200],
        after: (next, context) => {
          for (const sku of new Set(otherCart.rows.map((r) => r.sku))) {
            const before = prev.rows.find((r) => !r.gift && r.sku === sku);
            const adding = quantityOfSku(otherCart, sku);
            // Without the cap at MAX_ROW_QUANTITY, the merge adds every unit.
            if (!before || before.quantity + adding <= MAX_ROW_QUANTITY)
              expect(quantityOfSku(next, sku), `${context}: merged ${sku}`).toBe(
                quantityOfSku(prev, sku) + adding,
              );
          }
          const firstNew = Math.max(0, ...prev.rows.map((r) => r.rowNumber));
          const appended = next.rows.filter((r) => !r.gift && !prev.rows.some((p) => p.id === r.id));
          for (const [i, row] of appended.entries())
            expect(row.rowNumber, context).toBe(firstNew + 100 * (i + 1));
        },
      };
    }
  }
}

describe('random cart operation sequences over HTTP', () => {
  it(`keeps every answer valid over ${RUNS} sequences (${onServer ? 'PostgreSQL server' : 'PGlite'})`, async () => {
    let stop = false;
    const started = performance.now();
    const runs = Array.from({ length: RUNNERS }, (_, r) =>
      fc
        .assert(
          fc.asyncProperty(sequenceArb, async ({ world, start, ops }) => {
            if (stop) return;
            await runSequence(world, start, ops, r);
          }),
          { numRuns: Math.ceil(RUNS / RUNNERS), seed: SEED + r },
        )
        .catch((error: unknown) => {
          stop = true;
          const cause =
            error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
          throw new Error(`runner ${r} (CART_PROPERTY_SEED=${SEED}): ${String(error)}${cause}`);
        }),
    );
    const settled = await Promise.allSettled(runs);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const seen = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`);
    console.info(`cart properties: ${RUNS} sequences in ${seconds} s, seed ${SEED}\n${seen.join(', ')}`);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  }, 900_000);
});
