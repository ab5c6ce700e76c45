import { isCheckoutActive, routePath } from '@workwear/domain';
import { getCompanyContext, isSettingOn } from '@/features/account';
import { getSignedIn } from '@/features/auth';
import { getShopContext } from '@/lib/shopContext';
import { webConfig } from '@/lib/webConfig';
import { blocksWholeCheckout, checkoutBlocker } from './checkoutAvailability';
import { blockedTexts } from './checkoutTexts';

/**
 * Step 1's way on, for the cart page: the checkout button's target (step 2), or why there is none
 * (a market without checkout, DisableCheckout, code 27, or a punch-out session, code 36). An empty or invalid cart is the cart
 * page's own to explain (it knows the cart only in the browser). The same for every anonymous visitor
 * of a market, so the cart page stays cacheable.
 */
export async function cartCheckoutEntry(
  lang: string,
): Promise<{ href: string | null; unavailable: string | null }> {
  const [{ market, language }, company, signedIn] = await Promise.all([
    getShopContext(lang),
    getCompanyContext(lang),
    getSignedIn(),
  ]);
  const blocker = checkoutBlocker({
    checkoutActive: isCheckoutActive(market, webConfig.environment),
    checkoutDisabled: company.company !== null && isSettingOn(company, 'DisableCheckout'),
    punchOutSession: signedIn?.punchOut ?? false,
    cart: { rowCount: 1, valid: true },
  });
  if (!blocksWholeCheckout(blocker)) return { href: routePath('CartOrder', language), unavailable: null };
  return { href: null, unavailable: (await blockedTexts(language))[blocker] };
}
