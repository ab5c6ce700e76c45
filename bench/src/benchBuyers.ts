import { openDatabase } from '@workwear/db';
import { DEMO_PASSWORDS } from '@workwear/db/demo';
import { sql } from 'drizzle-orm';
import { PORT } from './apiBenchKit';
import { type LoopRequest, send } from './connectionLoops';

/** A generated company's user (c<n>.user@...): a business buyer with the company's agreement list. */
export interface Buyer {
  companyId: number;
  login: string;
  market: string;
  priceListId: number;
}

/**
 * The benchmark world's company users whose company has an agreement list, by company, optionally of
 * one market, and optionally only companies shown (or not shown) only their agreed assortment.
 */
export async function buyers(url: string, market?: string, agreedOnly?: boolean): Promise<Buyer[]> {
  const handle = await openDatabase({ url });
  const rows = await handle.rows<Buyer>(sql`
    SELECT c.id AS "companyId", a.login_name AS login, c.market_name AS market,
      c.primary_price_list_id AS "priceListId"
    FROM accounts a
    JOIN customer_companies cc ON cc.customer_id = a.customer_id AND cc.is_default
    JOIN companies c ON c.id = cc.company_id
    WHERE a.login_name LIKE 'c%.user@%' AND c.primary_price_list_id IS NOT NULL
      AND (${agreedOnly ?? null}::boolean IS NULL OR ${agreedOnly ?? null}::boolean = EXISTS (
        SELECT 1 FROM company_settings s
        WHERE s.company_id = c.id AND s.key = 'ShowAgreedAssortmentOnly' AND s.value = 'True'))
      AND (${market ?? null}::text IS NULL OR c.market_name = ${market ?? null})
    ORDER BY c.id`);
  await handle.close();
  return rows;
}

/** A bearer token for the buyer from the API on PORT. */
export async function signIn(buyer: Buyer): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: buyer.login, password: DEMO_PASSWORDS.user, market: buyer.market }),
  });
  if (!res.ok) throw new Error(`sign-in of ${buyer.login}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** How many buyers are tried for one whose prices show on the benchmark's list. */
const BUYERS_TRIED = 25;

/**
 * The first buyer whose answer to the request differs from the public one, with their token: a
 * company whose agreement prices reach that page, so "agreement prices" measures them rather than
 * the public answer again. Without one among the first few, the first buyer (the report then says
 * the answer was as public).
 */
export async function buyerSeeingOwnPrices(
  all: Buyer[],
  request: LoopRequest,
): Promise<{ buyer: Buyer; token: string }> {
  if (all.length === 0)
    throw new Error('No generated company user with an agreement list: seed with --companies');
  const publicBody = (await send(request)).body;
  for (const buyer of all.slice(0, BUYERS_TRIED)) {
    const token = await signIn(buyer);
    const own = await send({ ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } });
    if (own.status === 200 && own.body !== publicBody) return { buyer, token };
  }
  return { buyer: all[0]!, token: await signIn(all[0]!) };
}
