import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fullPathOf, refusalStatusesOf, successStatusOf, takesMarket } from './call';
import { ALL_CALLS } from './calls';

const NUL_TEXT = 'a\u0000b';
const keyOf = (call: (typeof ALL_CALLS)[number]) => `${call.method.toUpperCase()} ${fullPathOf(call)}`;

describe('call declarations', () => {
  it('declare each method and path once', () => {
    const keys = ALL_CALLS.map(keyOf);
    expect(keys.length).toBeGreaterThan(30);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name exactly the path parameters their path has', () => {
    for (const call of ALL_CALLS) {
      const inPath = [...call.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = Object.keys((call.params as z.ZodObject | undefined)?.shape ?? {}).sort();
      expect(declared, keyOf(call)).toEqual(inPath);
    }
  });

  it('each declare a success, the shared 429 and 500, and 400 when they take input', () => {
    for (const call of ALL_CALLS) {
      // 204 only for a DELETE that answers nothing (a cart's).
      expect(successStatusOf(call), keyOf(call)).toBe(call.responses[204] ? 204 : 200);
      const statuses = Object.keys(call.responses).map(Number);
      expect(statuses, keyOf(call)).toEqual(expect.arrayContaining([429, 500]));
      if (call.params || call.query || call.body) expect(statuses, keyOf(call)).toContain(400);
      // A typed business refusal (a discount code not accepted, an order refused) is declared at 422,
      // or at 409 for an order while another send of its cart runs; never elsewhere.
      for (const status of refusalStatusesOf(call)) expect([409, 422], keyOf(call)).toContain(status);
    }
  });

  it('refuse a control character in every path parameter and query value, naming the field', () => {
    for (const call of ALL_CALLS) {
      for (const schema of [call.params, call.query] as (z.ZodObject | undefined)[]) {
        for (const field of Object.keys(schema?.shape ?? {})) {
          const result = schema!.safeParse({ [field]: NUL_TEXT });
          expect(result.success, `${keyOf(call)} ${field}`).toBe(false);
          const named = result.error!.issues.some((issue) => issue.path[0] === field);
          expect(named, `${keyOf(call)} ${field}`).toBe(true);
        }
      }
    }
  });

  it('take marketId and cultureCode on every product, CMS and document call but the market-free ones', () => {
    const marketFree = ALL_CALLS.filter((call) => !takesMarket(call)).map(keyOf);
    expect(marketFree.sort()).toEqual([
      'GET /api/customer/amountlimits', // the company's currency, whatever the market
      'GET /api/metadata/regions', // a country's, whatever the market
      'GET /api/price/Promotion/{code}/valid', // the spec's MarketId
      'GET /api/product/images/{partNo}/{file}',
      'GET /api/product/products/sizeGroups',
      'GET /api/settings/market/{marketId}',
      'POST /api/metadata/AddressValidation', // the address names its country
      'POST /api/order/orders/send', // marketId and cultureCode in the spec's payload
      'POST /api/price/Promotion/{code}', // marketId in the spec's body
      'POST /api/price/vat/product/bulk', // the location decides, not a market
      'POST /api/price/vat/product/bulk/v2',
      'PUT /api/customer/amountlimits',
    ]);
  });
});
