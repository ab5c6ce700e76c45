import { type Language, routePath } from '@workwear/domain';
import { ButtonLink } from '@/ui';
import type { CheckoutBlocker } from './checkoutAvailability';
import { blockedTexts } from './checkoutTexts';

/** Why this checkout cannot go on, and where to go instead (spec: checkout markets, code 27, the cart). */
export async function CheckoutBlocked({
  language,
  blocker,
}: {
  language: Language;
  blocker: CheckoutBlocker;
}) {
  const texts = await blockedTexts(language);
  const toCart = blocker === 'emptyCart' || blocker === 'cartInvalid';
  return (
    <div
      role="alert"
      data-testid="checkout-blocked"
      data-blocker={blocker}
      className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950"
    >
      <p className="font-semibold">{texts[blocker]}</p>
      <div className="mt-4 flex flex-wrap gap-4">
        {toCart && <ButtonLink href={routePath('Cart', language)}>{texts.toCart}</ButtonLink>}
        <a
          href={routePath('Products', language)}
          className="px-1 py-2 text-sm font-semibold underline underline-offset-4"
        >
          {texts.shop}
        </a>
      </div>
    </div>
  );
}
