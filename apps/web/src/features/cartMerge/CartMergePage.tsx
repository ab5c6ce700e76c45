import type { CartView } from '@workwear/contracts';
import { type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { getShopContext } from '@/lib/shopContext';
import { ButtonLink } from '@/ui';
import { CartMergeForm } from './CartMergeForm';
import { mergeCandidates } from './cartMergeServer';

/**
 * checkout/merge: a consumer who signed in with a public cart and an account cart, both with rows,
 * chooses merge or overwrite (spec §4). With nothing (left) to choose, the page says so and links the cart.
 */
export async function CartMergePage({ language }: { language: Language }) {
  const [candidates, t, { culture }] = await Promise.all([
    mergeCandidates(language),
    getTranslations({ locale: language, namespace: 'savedCarts' }),
    getShopContext(language),
  ]);
  if (!candidates) {
    // Reached again after the choice (back button, bookmark): a plain page, not a redirect.
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 md:py-12" data-testid="cart-merge-page">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('merge.nothing')}</h1>
        <ButtonLink
          href={routePath('Cart', language)}
          variant="cta"
          size={null}
          className="mt-6 inline-flex min-h-11 items-center px-5"
        >
          {t('list.toCart')}
        </ButtonLink>
      </div>
    );
  }
  const number = new Intl.NumberFormat(culture);
  const summary = (title: string, cart: CartView | null, testId: string) => (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <h2 className="font-bold text-slate-900">{title}</h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('merge.rows')}</dt>
        <dd className="font-semibold text-slate-900">{number.format(cart?.rows.length ?? 0)}</dd>
        <dt className="text-slate-600">{t('merge.quantity')}</dt>
        <dd className="font-semibold text-slate-900">
          {number.format(cart?.rows.reduce((sum, r) => sum + r.quantity, 0) ?? 0)}
        </dd>
      </dl>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {cart?.rows.slice(0, 5).map((row) => (
          <li key={row.id} className="truncate">
            {row.quantity} × {row.name} <span className="text-slate-500">({row.sku})</span>
          </li>
        ))}
        {(cart?.rows.length ?? 0) > 5 && <li aria-hidden="true">…</li>}
      </ul>
    </section>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12" data-testid="cart-merge-page">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('merge.title')}</h1>
      <p className="mt-2 text-slate-600">{t('merge.lead')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {summary(t('merge.publicCart'), candidates.publicCart, 'merge-public-cart')}
        {summary(t('merge.accountCart'), candidates.accountCart, 'merge-account-cart')}
      </div>
      <CartMergeForm
        lang={language}
        texts={{
          question: t('merge.question'),
          merge: t('merge.merge'),
          mergeHelp: t('merge.mergeHelp'),
          overwrite: t('merge.overwrite'),
          overwriteHelp: t('merge.overwriteHelp'),
          working: t('merge.working'),
          failed: t('merge.failed'),
        }}
      />
    </div>
  );
}
