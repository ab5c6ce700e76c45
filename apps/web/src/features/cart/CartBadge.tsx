'use client';

import { useEffect } from 'react';
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
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17.5" cy="20" r="1.3" />
      </svg>
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
