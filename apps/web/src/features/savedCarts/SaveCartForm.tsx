'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId } from 'react';
import { cartStore, fillText, useCartStore } from '@/features/cart/client';
import { Button, useForm } from '@/ui';
import { type SaveCartResult, saveCart } from './actions';
import { leaveSavedNotice } from './savedNotice';

export type SaveCartTexts = {
  title: string;
  label: string;
  help: string;
  submit: string;
  saving: string;
  failures: Record<Exclude<SaveCartResult, { ok: true }>['failure'], string>;
  /** Raw, with {name}: shown where the page is not left (without script). */
  saved: string;
  viewSaved: string;
};

// The name is checked by the server action (the domain's cart text rule), whose refusal is shown.
const NO_BROWSER_CHECK = () => [];
const NO_NAME = { name: '' };

/**
 * "Save cart" with a name, for signed-in buyers: the cart is saved and a fresh one started, then the
 * saved-carts page lists it. On that page itself (`listed`) the page stays and its list, rendered
 * again into the action's answer, shows the notice; elsewhere the router goes on to it. Hidden while
 * the cart is known to be empty (the API refuses an empty cart anyway, and its reason is shown).
 */
export function SaveCartForm({
  lang,
  savedCartsHref,
  listed = false,
  texts,
}: {
  lang: string;
  savedCartsHref: string;
  listed?: boolean;
  texts: SaveCartTexts;
}) {
  const router = useRouter();
  const { count } = useCartStore();
  const [result, formAction, pending] = useActionState(saveCart, null);
  // useForm writes the typed name back into the field when React resets the form after the action,
  // so a refused name stays; without script the form posts the field.
  const { register } = useForm({ defaults: NO_NAME, check: NO_BROWSER_CHECK });
  const ids = { name: useId(), help: useId(), error: useId(), title: useId() };
  useEffect(() => {
    if (!result?.ok) return;
    cartStore.setCart(result.cart);
    leaveSavedNotice(result.name);
    if (!listed) router.push(savedCartsHref);
  }, [result, savedCartsHref, listed, router]);
  const error = result && !result.ok ? texts.failures[result.failure] : null;
  if (count === 0 && !result?.ok) return null;

  return (
    <section aria-labelledby={ids.title} data-testid="save-cart">
      <h2 id={ids.title} className="text-base font-bold text-slate-900">
        {texts.title}
      </h2>
      {result?.ok && !listed && (
        <p role="status" className="mt-2 font-semibold text-emerald-800">
          {fillText(texts.saved, { name: result.name })}{' '}
          <a href={savedCartsHref} className="text-brand-700 underline underline-offset-2">
            {texts.viewSaved}
          </a>
        </p>
      )}
      <form action={formAction} className="mt-2 flex flex-wrap items-end gap-2" aria-busy={pending}>
        <input type="hidden" name="lang" value={lang} />
        {listed && <input type="hidden" name="listed" value="1" />}
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={ids.name} className="block text-sm font-semibold text-slate-800">
            {texts.label}
          </label>
          <input
            id={ids.name}
            {...register('name')}
            maxLength={100}
            required
            autoComplete="off"
            aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
            aria-invalid={error !== null}
            data-testid="save-cart-name"
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          size={null}
          disabled={pending}
          data-testid="save-cart-submit"
          className="inline-flex min-h-11 items-center gap-2 px-4 disabled:opacity-60"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
            />
          )}
          {pending ? texts.saving : texts.submit}
        </Button>
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
