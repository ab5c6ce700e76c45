'use client';

import type { CartView } from '@workwear/contracts';
import type { ReactNode } from 'react';
import { CartEmpty } from './CartEmpty';
import { CartRowGroups } from './CartRowGroups';
import { CartSummary } from './CartSummary';
import type { CartDisplay } from './cartDisplay';
import type { CartPageTexts } from './cartTexts';
import { SnackbarHost } from './SnackbarHost';
import { useCartWorkspace } from './useCartWorkspace';

export type CartPageProps = {
  lang: string;
  texts: CartPageTexts;
  display: CartDisplay;
  /** Rows are grouped per customer (business carts). */
  business: boolean;
  /** The company's people the buyer may put rows on (empty when the company service gives none). */
  coWorkers: readonly { id: number; name: string }[];
  /** The signed-in buyer's own customer id: a row given to them is theirs ("Me"), not a co-worker's. */
  selfId: number | null;
  shopHref: string;
  /** The language's product link with PRODUCT_NAME_SLOT for the product's unique name (productHref.ts). */
  productHrefTemplate: string;
  /** Step 2 of the checkout; null where checkout is not open to this visitor (checkoutUnavailable says why). */
  checkoutHref: string | null;
  /** Why there is no checkout: the market offers none, or the company turned it off (code 27). */
  checkoutUnavailable: string | null;
  /** The spending limits of a business cart (features/approvals' CartLimits), above the rows. */
  limits?: ReactNode;
};

type Props = CartPageProps & {
  /** The cart as the page's first load answered it (null: the visitor has none yet). */
  initial: CartView | null;
};

/**
 * The cart page's working part, loaded by CartPageClient together with the cart (no page's HTML holds
 * a cart, so none needs this code before then). Its state and changes are useCartWorkspace's.
 */
export function CartWorkspace({ initial, lang, texts, ...props }: Props) {
  const { state, dismiss, ...handlers } = useCartWorkspace(initial, lang, texts);
  const cart = state.cart;
  const rows = cart?.rows.filter((r) => r.parentRowId === null) ?? [];
  return (
    <>
      {!cart || rows.length === 0 ? (
        <CartEmpty texts={texts.page} shopHref={props.shopHref} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-12 lg:items-start">
          {props.limits && <div className="lg:col-span-12">{props.limits}</div>}
          <CartRowGroups
            cart={cart}
            rows={rows}
            state={state}
            handlers={handlers}
            texts={texts}
            display={props.display}
            business={props.business}
            coWorkers={props.coWorkers}
            selfId={props.selfId}
            productHrefTemplate={props.productHrefTemplate}
          />
          <CartSummary
            cart={cart}
            state={state}
            texts={texts}
            display={props.display}
            shopHref={props.shopHref}
            checkoutHref={props.checkoutHref}
            checkoutUnavailable={props.checkoutUnavailable}
            onCode={handlers.changeCode}
          />
        </div>
      )}
      <SnackbarHost snacks={state.snacks} dismiss={dismiss} dismissLabel={texts.snackbar.dismiss} />
    </>
  );
}
