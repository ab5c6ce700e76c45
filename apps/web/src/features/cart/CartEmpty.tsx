import { ButtonLink } from '@/ui';
import { CartIcon } from './CartIcon';
import type { CartPageTexts } from './cartTexts';

/** The cart page without rows: what to do instead, with the way back to the shop. */
export function CartEmpty({ texts, shopHref }: { texts: CartPageTexts['page']; shopHref: string }) {
  return (
    <div
      data-testid="cart-empty"
      className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-16 text-center"
    >
      <CartIcon size={56} strokeWidth={1.3} className="text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{texts.empty}</h2>
      <p className="mt-1 text-slate-600">{texts.emptyText}</p>
      <ButtonLink href={shopHref} size="lg" className="mt-6">
        {texts.shop}
      </ButtonLink>
    </div>
  );
}
