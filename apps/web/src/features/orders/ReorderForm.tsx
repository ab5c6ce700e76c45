'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { cartStore } from '@/features/cart/client';
import { Button } from '@/ui';
import { type ReorderResult, reorder } from './actions';
import { ReorderNoticeView } from './ReorderNoticeView';
import { leaveReorderNotice } from './reorderNoticeStore';

export type ReorderFormTexts = {
  button: string;
  busy: string;
  help: string;
  toCart: string;
  failures: Record<Extract<ReorderResult, { ok: false }>['failure'], string>;
};

/**
 * "Order again": the order's lines go into the cart, then the cart page shows a note per line. Without
 * script the form's answer stays on this page: the notes and a link to the cart.
 */
export function ReorderForm({
  lang,
  orderId,
  orderNo,
  cartHref,
  texts,
}: {
  lang: string;
  orderId: string;
  orderNo: number;
  cartHref: string;
  texts: ReorderFormTexts;
}) {
  const [result, formAction, pending] = useActionState(reorder, null);
  const router = useRouter();
  // The router's move fetches only the cart page's tree (it holds the buyer's cart), not a new document.
  useEffect(() => {
    if (!result?.ok) return;
    cartStore.setCart(result.cart);
    leaveReorderNotice(result.notice);
    router.push(cartHref);
  }, [result, cartHref, router]);
  return (
    <div data-testid="reorder">
      <form action={formAction} aria-busy={pending} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="orderNo" value={orderNo} />
        <Button
          type="submit"
          size={null}
          disabled={pending}
          aria-describedby="reorder-help"
          className="min-h-11 px-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60"
          data-testid="reorder-button"
        >
          {pending ? texts.busy : texts.button}
        </Button>
        <p id="reorder-help" className="text-sm text-slate-600">
          {texts.help}
        </p>
      </form>
      {result && !result.ok && (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {texts.failures[result.failure]}
        </p>
      )}
      {result?.ok && (
        <div className="mt-4">
          <ReorderNoticeView
            notice={result.notice}
            action={
              <a
                href={cartHref}
                className="text-sm font-semibold text-slate-900 underline underline-offset-2"
              >
                {texts.toCart}
              </a>
            }
          />
        </div>
      )}
    </div>
  );
}
