import { cartAudience, routePath } from '@workwear/domain';
import { getSignedIn } from '@/features/auth';
import { getFeatureFlags } from '@/features/flags';
import { getPriceDisplay } from '@/features/pricing';
import type { ShopContext } from '@/lib/shopContext';
import { CartBadge } from './CartBadge';
import { badgeTexts, miniCartTexts } from './cartTexts';
import { MiniCart } from './MiniCart';

/**
 * The header's cart: the badge (its count comes after hydration, not in this HTML) and the mini cart
 * that opens after an add for anonymous visitors and consumers, and for business users only where the
 * market's useNewMinicartB2B flag is on (spec: the mini cart is for non-business users).
 */
export async function HeaderCart({ context }: { context: ShopContext }) {
  const lang = context.language;
  const [signedIn, flags, display, badge, mini] = await Promise.all([
    getSignedIn(),
    getFeatureFlags(),
    getPriceDisplay(lang),
    badgeTexts(lang),
    miniCartTexts(lang),
  ]);
  const cartHref = routePath('Cart', lang);
  const business = cartAudience(signedIn?.role) === 'b2b';
  return (
    <>
      <CartBadge href={cartHref} label={badge.label} culture={context.culture} units={badge.units} />
      <MiniCart
        texts={mini}
        cartHref={cartHref}
        autoOpen={!business || flags.isOn('useNewMinicartB2B')}
        display={{
          showPrices: display.showPrices,
          incVat: display.incVat,
          currency: context.market.currency,
          culture: context.culture,
        }}
      />
    </>
  );
}
