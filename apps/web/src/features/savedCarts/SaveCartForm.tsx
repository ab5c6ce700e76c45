'use client';

import { useId, useState, useTransition } from 'react';
import { cartStore, useCartStore } from '@/features/cart/cartStore';
import { type SaveCartResult, saveCart } from './actions';
import { leaveSavedNotice } from './savedNotice';

export type SaveCartTexts = {
  title: string;
  label: string;
  help: string;
  submit: string;
  saving: string;
  failures: Record<Exclude<SaveCartResult, { ok: true }>['failure'], string>;
};

/**
 * "Save cart" with a name, for signed-in buyers: the cart is saved and a fresh one started, then the
 * saved-carts page lists it. Hidden while the cart is known to be empty (the API refuses an empty
 * cart anyway, and its reason is shown).
 */
export function SaveCartForm({
  lang,
  savedCartsHref,
  texts,
}: {
  lang: string;
  savedCartsHref: string;
  texts: SaveCartTexts;
}) {
  const { count } = useCartStore();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const ids = { name: useId(), help: useId(), error: useId(), title: useId() };
  if (count === 0) return null;

  return (
    <section aria-labelledby={ids.title} data-testid="save-cart">
      <h2 id={ids.title} className="text-base font-bold text-slate-900">
        {texts.title}
      </h2>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        aria-busy={pending}
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          startTransition(async () => {
            const result = await saveCart({ lang, name });
            if (!result.ok) {
              setError(texts.failures[result.failure]);
              return;
            }
            cartStore.setCart(result.cart);
            leaveSavedNotice(result.name);
            window.location.assign(savedCartsHref);
          });
        }}
      >
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={ids.name} className="block text-sm font-semibold text-slate-800">
            {texts.label}
          </label>
          <input
            id={ids.name}
            value={name}
            maxLength={100}
            required
            autoComplete="off"
            aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
            aria-invalid={error !== null}
            onChange={(event) => setName(event.target.value)}
            data-testid="save-cart-name"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          data-testid="save-cart-submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-900 px-4 font-semibold text-slate-900 hover:bg-slate-900 hover:text-white disabled:opacity-60"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
            />
          )}
          {pending ? texts.saving : texts.submit}
        </button>
      </form>
      <p id={ids.help} className="mt-1 text-sm text-slate-500">
        {texts.help}
      </p>
      {error && (
        <p
          id={ids.error}
          role="alert"
          className="mt-1 text-sm font-semibold text-red-700"
          data-testid="save-cart-error"
        >
          {error}
        </p>
      )}
    </section>
  );
}
