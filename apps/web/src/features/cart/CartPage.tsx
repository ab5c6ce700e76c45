import { cartAudience, productPath, routePath } from '@workwear/domain';
import { getCompanyPages } from '@/features/account';
import { cartLimitsTexts } from '@/features/approvals';
import { CartLimits } from '@/features/approvals/client';
import { cartCheckoutEntry } from '@/features/checkout';
import { CartReorderNotice } from '@/features/orders';
import { getPriceDisplay } from '@/features/pricing';
import type { RoutePageProps } from '@/lib/routePageProps';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { CartPageClient } from './CartPageClient';
import { CartTools } from './CartTools';
import { type CartScope, cartScope, findCart, loadCoWorkers } from './cartServer';
import { cartPageTexts } from './cartTexts';
import { PRODUCT_NAME_SLOT } from './productHref';

/**
 * The cart page (route Cart). The frame and texts render here. An anonymous visitor's cart is loaded
 * by the client part after hydration, so their page holds nothing of it and the page cache may serve
 * it to anyone; a signed-in buyer's page is never cached (it has a session), so their cart is read
 * here and comes with the page (issue 27: no round trip after hydration). A business buyer's page
 * also gets the company's people for the co-worker choice and the groups' names.
 */
export async function CartPage(page: RoutePageProps) {
  const context = await getShopContext(page.lang);
  const { language } = context;
  const [texts, display, scope, checkout] = await Promise.all([
    cartPageTexts(language),
    getPriceDisplay(page.lang),
    cartScope(page.lang),
    cartCheckoutEntry(page.lang),
  ]);
  const business = cartAudience(scope.signedIn?.role) === 'b2b';
  const [coWorkers, cart, company] = await Promise.all([
    business ? loadCoWorkers(scope) : [],
    scope.signedIn ? preloadedCart(scope) : undefined,
    business ? getCompanyPages(language) : null,
  ]);
  // Business carts under UseAmountLimit show each customer's limit (issue 28).
  const limits =
    company && company.limitVisibility !== 'hidden' ? (
      <CartLimits lang={language} format={context.market.currency} texts={await cartLimitsTexts(language)} />
    ) : undefined;
  return (
    <div data-testid="cart-page" className="mx-auto max-w-7xl px-4 pb-20 pt-6 sm:pt-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {texts.page.title}
      </h1>
      <CartReorderNotice />
      <CartPageClient
        lang={language}
        texts={texts}
        business={business}
        coWorkers={coWorkers}
        selfId={business ? (scope.signedIn?.customer.id ?? null) : null}
        shopHref={routePath('Products', language)}
        productHrefTemplate={productPath(language, PRODUCT_NAME_SLOT)}
        checkoutHref={checkout.href}
        checkoutUnavailable={checkout.unavailable}
        limits={limits}
        {...(cart === undefined ? {} : { preloaded: { cart } })}
        display={{
          showPrices: display.showPrices,
          incVat: display.incVat,
          currency: context.market.currency,
          culture: context.culture,
        }}
      />
      <CartTools lang={language} />
    </div>
  );
}

/** The signed-in buyer's cart for the page; a failed read leaves it to the client part's load and retry. */
function preloadedCart(scope: CartScope) {
  return findCart(scope).catch((error: unknown) => {
    logError('Cart for the page not read.', error);
    return undefined;
  });
}
