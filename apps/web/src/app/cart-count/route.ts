import { cartCountResponse } from '@/features/cart';

export const dynamic = 'force-dynamic';

export function GET() {
  return cartCountResponse();
}
