'use client';

import type { CartView } from '@workwear/contracts';
import dynamic from 'next/dynamic';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import { Button } from '@/ui';
import { loadCart } from './actions';
import type { CartPageProps } from './CartWorkspace';

type Workspace = ComponentType<CartPageProps & { initial: CartView | null }>;
type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; cart: CartView | null; Workspace: Workspace };

/** The workspace rendered with the page (its code comes with the page's, as a chunk of its own). */
const PageWorkspace = dynamic(() => import('./CartWorkspace').then((m) => m.CartWorkspace));

type Props = CartPageProps & {
  /** The cart the server read for a signed-in buyer (null: none yet); absent for an anonymous visitor. */
  preloaded?: { cart: CartView | null };
};

/**
 * The cart page's client part. With a cart the server read (a signed-in buyer), the workspace at once.
 * Otherwise the page's HTML holds the loading and failure states only: the cart is loaded after
 * hydration (the page's HTML is the same for every anonymous visitor, so the page cache may keep it),
 * and the code that shows and edits it (CartWorkspace: rows, quantities, comments, co-workers,
 * discount codes, totals, notices, saving) is fetched alongside it rather than with the page, which
 * keeps the page's own JavaScript small.
 */
export function CartPageClient({ preloaded, ...props }: Props) {
  const hydrated = useHydrated();
  if (!preloaded) return <LoadedCart {...props} />;
  // The rows come with the page's HTML, but until React has hydrated them their buttons and fields do
  // nothing (a code applied then was lost, a form posted nowhere): a disabled fieldset holds every
  // control until then. After a move by the router there is no hydration, and nothing is held.
  return (
    <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
      <PageWorkspace {...props} initial={preloaded.cart} />
    </fieldset>
  );
}

function LoadedCart(props: CartPageProps) {
  const { lang, texts } = props;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    Promise.all([loadCart(lang), import('./CartWorkspace')]).then(
      ([cart, module]) => setLoad({ status: 'ready', cart, Workspace: module.CartWorkspace }),
      () => setLoad({ status: 'failed' }),
    );
  }, [lang]);

  useEffect(reload, [reload]);

  if (load.status === 'ready') return <load.Workspace {...props} initial={load.cart} />;
  if (load.status === 'failed') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{texts.page.loadFailed}</p>
        <Button onClick={reload} className="mt-3">
          {texts.page.retry}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" data-testid="cart-loading" className="grid gap-8 lg:grid-cols-12">
      <p className="sr-only" role="status">
        {texts.page.loading}
      </p>
      <div className="flex flex-col gap-4 lg:col-span-8">
        {[0, 1].map((i) => (
          <div key={i} className="flex animate-pulse gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <div className="h-24 w-24 rounded-md bg-slate-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/3 rounded bg-slate-200" />
              <div className="mt-3 h-9 w-32 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-slate-100 lg:col-span-4" />
    </div>
  );
}
