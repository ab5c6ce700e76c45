import type { CartView } from '@workwear/contracts';
import { ButtonLink } from '@/ui';
import type { CartDisplay } from './cartDisplay';
import type { CartPageTexts } from './cartTexts';
import type { CartWorkspaceState } from './cartWorkspaceState';
import { DiscountCodeForm } from './DiscountCodeForm';
import { TotalsPanel } from './TotalsPanel';

type Props = {
  cart: CartView;
  state: CartWorkspaceState;
  texts: CartPageTexts;
  display: CartDisplay;
  shopHref: string;
  checkoutHref: string | null;
  checkoutUnavailable: string | null;
  onCode: (code: string, action: 'apply' | 'remove') => void;
};

const notice = 'rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200';

/** The cart page's side panel: discount codes, the totals, why checkout is closed, and the way on. */
export function CartSummary({
  cart,
  state,
  texts,
  display,
  shopHref,
  checkoutHref,
  checkoutUnavailable,
  onCode,
}: Props) {
  const showCodes = cart.rules.discountCodes || cart.rules.enginePromotions;
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      data-testid="cart-summary"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4 lg:col-span-4"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-slate-900">
        {texts.page.summary}
      </h2>
      {showCodes && (
        <DiscountCodeForm
          cart={cart}
          display={display}
          texts={texts.discount}
          busy={state.discountBusy}
          message={state.discountMessage}
          onApply={(code) => onCode(code, 'apply')}
          onRemove={(code) => onCode(code, 'remove')}
        />
      )}
      {display.showPrices ? (
        <TotalsPanel
          totals={cart.totals}
          freeDelivery={cart.freeDelivery}
          display={display}
          texts={texts.totals}
        />
      ) : (
        <p className="text-sm text-slate-600">{texts.page.pricesHidden}</p>
      )}
      {!cart.valid && (
        <p className={notice} data-testid="cart-invalid">
          {texts.page.invalid}
        </p>
      )}
      {checkoutUnavailable !== null && (
        <p className={notice} data-testid="checkout-unavailable">
          {checkoutUnavailable}
        </p>
      )}
      {checkoutHref !== null &&
        (cart.valid ? (
          <ButtonLink
            href={checkoutHref}
            variant="cta"
            size={null}
            data-testid="cart-checkout"
            className="flex h-12 items-center justify-center px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {texts.page.checkout}
          </ButtonLink>
        ) : (
          <button
            type="button"
            disabled
            data-testid="cart-checkout"
            className="flex h-12 items-center justify-center rounded-md bg-slate-300 px-4 text-base font-bold text-slate-700"
          >
            {texts.page.checkout}
          </button>
        ))}
      <a
        href={shopHref}
        className="text-center text-sm font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
      >
        {texts.page.shop}
      </a>
    </aside>
  );
}
