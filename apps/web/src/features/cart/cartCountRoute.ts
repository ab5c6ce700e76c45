import { NextResponse } from 'next/server';
import { logError } from '@/lib/serverLog';
import { cartUnitCount } from './cartRowGroups';
import { cartScope, findCart, rememberCart } from './cartServer';

/**
 * GET /cart-count: the units in the visitor's cart, for the header badge. The badge asks after the
 * page has hydrated, so the page's HTML (kept in the page cache for anonymous visitors, cart or no
 * cart) never holds it. Never cached: it is this visitor's.
 */
export async function cartCountResponse(): Promise<NextResponse> {
  const headers = { 'Cache-Control': 'private, no-store' };
  try {
    const scope = await cartScope();
    const cart = await findCart(scope);
    // Every page load asks for the count: the cookie's 30 days start again here, where writing a
    // cookie costs no page render, and a cookie naming a gone cart is set to the one found.
    if (cart) await rememberCart(scope, cart.id, true);
    return NextResponse.json({ count: cart ? cartUnitCount(cart.rows) : 0 }, { headers });
  } catch (error) {
    logError('Cart count failed.', error);
    return NextResponse.json({ count: null }, { status: 502, headers });
  }
}
