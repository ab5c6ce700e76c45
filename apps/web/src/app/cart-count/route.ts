import { cartCountResponse } from '@/features/cart/cartCountRoute';

export const dynamic = 'force-dynamic';

export function GET() {
  return cartCountResponse();
}
