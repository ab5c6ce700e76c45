import type { CartView } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

/**
 * A call over real HTTP with a JSON body (when given), as a bearer ("Bearer ...") or anonymously:
 * the status, the headers and the body parsed (null when empty). The cart and order test APIs use it.
 */
export async function jsonCall(
  url: string,
  method: string,
  bearer: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(bearer ? { authorization: bearer } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely and asserted on
  const json: any = text ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, body: json };
}

/** Test helper: the cart API over real HTTP, as a given bearer ("Bearer ..."), or anonymously. */
export function cartApi(baseUrl: string, bearer?: string, market = 'SE') {
  async function call<T = CartView>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await jsonCall(`${baseUrl}${path}${sep}marketId=${market}`, method, bearer, body, headers);
    return {
      status: res.status,
      body: res.body as T & {
        code?: string;
        message?: string;
        details?: { fields: { field: string; message: string }[] };
        current?: CartView;
      },
    };
  }
  return {
    call,
    create: () => call('POST', '/api/cart/carts', {}),
    get: (id: string) => call('GET', `/api/cart/carts/${id}`),
    add: (id: string, body: Record<string, unknown>) => call('POST', `/api/cart/carts/${id}/products`, body),
    batch: (id: string, body: Record<string, unknown>) =>
      call<{ cart: CartView; lines: { index: number; sku: string; status: string; message: string }[] }>(
        'POST',
        `/api/cart/carts/${id}/products/batch`,
        body,
      ),
    quantity: (id: string, rowId: number, version: number, quantity: unknown) =>
      call('PUT', `/api/cart/carts/${id}/products/${rowId}/quantity`, { version, quantity }),
    updateRow: (id: string, rowId: number, body: Record<string, unknown>) =>
      call('PUT', `/api/cart/carts/${id}/products/${rowId}`, body),
    removeRow: (id: string, rowId: number, version: number) =>
      call('DELETE', `/api/cart/carts/${id}/products/${rowId}?version=${version}`),
    split: (id: string, rowId: number, body: Record<string, unknown>) =>
      call('POST', `/api/cart/carts/${id}/products/${rowId}/split`, body),
    upsert: (id: string, version: number, key: string, value: string) =>
      call<{ status: string; cart: CartView; message?: string }>(
        'PUT',
        `/api/cart/carts/${id}/metadata/upsert`,
        {
          version,
          key,
          value,
        },
      ),
    update: (id: string, body: Record<string, unknown>) => call('PUT', `/api/cart/carts/${id}`, body),
  };
}

/** Skus the demo catalogue sells in a market (sellable colour, on the market's public list), first ones by sku. */
export async function sellableSkus(handle: DatabaseHandle, count: number, factor = 1): Promise<string[]> {
  const rows = await handle.rows<{ sku: string }>(sql`
    SELECT s.sku FROM skus s
    JOIN variants v ON v.id = s.variant_id
    JOIN products p ON p.id = v.product_id
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable
    WHERE p.quantity_factor = ${factor}
    ORDER BY s.sku LIMIT ${count}`);
  return rows.map((r) => r.sku);
}

/** A promotion made for one test (codes are unique per test file). */
export async function insertPromotion(
  handle: DatabaseHandle,
  p: {
    code: string | null;
    discountType: number;
    percent?: number;
    amount?: number;
    currency?: string;
    minTotal?: number;
    minQuantity?: number;
    partNos?: string[];
    giftSku?: string;
    markets?: string[];
    engine?: boolean;
    usageLimit?: number;
    audience?: 'all' | 'b2b' | 'b2c';
    validFrom?: string;
    validTo?: string;
    /** The name per language (issue 27); the English name is `Test <code>`. */
    names?: Record<string, string>;
  },
): Promise<number> {
  const [row] = await handle.rows<{ id: number }>(sql`
    INSERT INTO promotions (code, name, discount_type, percent_basis_points, amount_minor, currency,
      min_total_minor, min_quantity, part_nos, gift_sku, market_ids, engine, usage_limit, audience,
      valid_from, valid_to, names)
    VALUES (${p.code}, ${`Test ${p.code ?? 'automatic'}`}, ${p.discountType}, ${p.percent ?? null},
      ${p.amount ?? null}, ${p.currency ?? null}, ${p.minTotal ?? null}, ${p.minQuantity ?? null},
      ${sql.param(p.partNos ?? [])}::text[], ${p.giftSku ?? null}, ${p.markets ? sql`${sql.param(p.markets)}::text[]` : null},
      ${p.engine ?? false}, ${p.usageLimit ?? null}, ${p.audience ?? 'all'},
      ${p.validFrom ?? null}::timestamptz, ${p.validTo ?? null}::timestamptz, ${JSON.stringify(p.names ?? {})}::jsonb)
    RETURNING id`);
  return Number(row!.id);
}

/**
 * A sellable sku (factor 1) and a percentage (basis points) that takes an exact half of a minor unit
 * off its unit price (net, or else gross) on the market's public list, with an even whole part:
 * half-even rounds that down and away from zero rounds it up, so the two rounding modes differ.
 * (Swedish net prices are gross / 1.25, multiples of 16 minor units: there only the gross can.)
 */
export async function exactHalfCase(handle: DatabaseHandle, marketId: string) {
  const rows = await handle.rows<{ sku: string; partNo: string; price: number; priceIncVat: number }>(sql`
    SELECT s.sku, v.part_no AS "partNo", vp.price::int AS price, vp.price_inc_vat::int AS "priceIncVat"
    FROM skus s
    JOIN variants v ON v.id = s.variant_id
    JOIN products p ON p.id = v.product_id
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable
    JOIN variant_prices vp ON vp.variant_id = v.id
      AND vp.price_list_id = (SELECT id FROM price_lists WHERE code = ${`PUBLIC-${marketId}`})
    WHERE p.quantity_factor = 1
    ORDER BY s.sku LIMIT 100`);
  const halfAt = (amount: number, basisPoints: number) =>
    (amount * basisPoints) % 10_000 === 5000 && Math.floor((amount * basisPoints) / 10_000) % 2 === 0;
  for (const side of ['price', 'priceIncVat'] as const) {
    for (const row of rows) {
      for (let basisPoints = 1; basisPoints < 10_000; basisPoints++) {
        if (halfAt(row[side], basisPoints)) return { ...row, basisPoints, side };
      }
    }
  }
  throw new Error(`no sku with an exact half in ${marketId}`);
}

/** A percentage of an amount in minor units with either rounding rule, computed apart from the API's. */
export function percentOf(amount: number, basisPoints: number, mode: 'halfEven' | 'awayFromZero'): number {
  const scaled = amount * basisPoints;
  const floor = Math.floor(scaled / 10_000);
  const twiceRest = (scaled % 10_000) * 2;
  if (twiceRest !== 10_000) return twiceRest > 10_000 ? floor + 1 : floor;
  return mode === 'awayFromZero' || floor % 2 === 1 ? floor + 1 : floor;
}

/** A fresh active cart of a signed-in buyer: the one they have is deleted first (one active cart each). */
export async function freshCart(api: ReturnType<typeof cartApi>): Promise<CartView> {
  const current = await api.create();
  if (current.status === 201) return current.body;
  await api.call('DELETE', `/api/cart/carts/${current.body.id}?version=${current.body.version}`);
  const created = await api.create();
  if (created.status !== 201) throw new Error(`no fresh cart: ${created.status}`);
  return created.body;
}

/** Deletes a signed-in buyer's active cart, so a test leaves no rows in a cart other files reach. */
export async function deleteActiveCart(api: ReturnType<typeof cartApi>): Promise<void> {
  const current = await api.create();
  await api.call('DELETE', `/api/cart/carts/${current.body.id}?version=${current.body.version}`);
}

/** A code unique to this run (the PostgreSQL server keeps promotions between runs). */
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
