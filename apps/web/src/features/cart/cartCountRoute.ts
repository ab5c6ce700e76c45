import { NextResponse } from 'next/server';
import { logError } from '@/lib/serverLog';
import { cartUnitCount } from './cartRowGroups';
import { cartScope, findCart } from './cartServer';

/**
 * GET /cart-count: the units in the visitor's cart, for the header badge. The badge asks after the
 * page has hydrated, so the page's HTML (kept in the page cache for anonymous visitors, cart or no
 * cart) never holds it. Never cached: it is this visitor's.
 */
export async function cartCountResponse(): Promise<NextResponse> {
  const headers = { 'Cache-Control': 'private, no-store' };
  try {
    const cart = await findCart(await cartScope());
    return NextResponse.json({ count: cart ? cartUnitCount(cart.rows) : 0 }, { headers });
  } catch (error) {
    logError('Cart count failed.', error);
    return NextResponse.json({ count: null }, { status: 502, headers });
  }
}
