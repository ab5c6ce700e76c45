'use client';

import { useEffect } from 'react';
import { CartIcon } from './CartIcon';
import { CART_COUNT_PATH } from './cartPaths';
import { cartStore, useCartStore } from './cartStore';
import { type PluralTexts, pluralText } from './pluralText';

/**
 * The header's cart link with the number of units, a client island: the count is asked from the
 * storefront's route handler after hydration, so the page's HTML stays the same for every anonymous
 * visitor (page cache), and follows every add or change through the cart store.
 */
type Props = { href: string; label: string; culture: string; units: PluralTexts };

export function CartBadge({ href, label, culture, units }: Props) {
  const { count } = useCartStore();
  useEffect(() => {
    const controller = new AbortController();
    fetch(CART_COUNT_PATH, { signal: controller.signal, cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<{ count: number | null }>) : null))
      .then((body) => {
        if (typeof body?.count === 'number' && cartStore.get().count === null) cartStore.setCount(body.count);
      })
      .catch(() => {
        // No count is shown: the link still leads to the cart.
      });
    return () => controller.abort();
  }, []);
  const shown = count ?? 0;
  return (
    <a
      href={href}
      data-testid="cart-badge"
      aria-label={count === null ? label : `${label}, ${pluralText(culture, shown, units)}`}
      className="relative inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <CartIcon size={22} strokeWidth={1.8} />
      <span className="max-sm:sr-only">{label}</span>
      {count !== null && count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {count > 999 ? '999+' : count}
        </span>
      )}
    </a>
  );
}
