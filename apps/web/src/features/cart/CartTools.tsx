import { type Language, loginRedirectPath, routePath } from '@workwear/domain';
import { getSignedIn } from '@/features/auth';
import { SaveCartForm, saveCartTexts, savedCartsT } from '@/features/savedCarts';

/**
 * Under the cart: save it with a name (signed-in buyers; others are asked to sign in) and the links to
 * quick order and the saved carts. Rendered by the cart page, beside its own client part.
 */
export async function CartTools({ lang }: { lang: Language }) {
  const [signedIn, t, saveTexts] = await Promise.all([getSignedIn(), savedCartsT(lang), saveCartTexts(lang)]);
  const link = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
  return (
    <div
      className="mt-8 grid gap-6 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6 md:grid-cols-[1fr_auto]"
      data-testid="cart-tools"
    >
      {signedIn ? (
        <SaveCartForm lang={lang} savedCartsHref={routePath('AccountSavedCarts', lang)} texts={saveTexts} />
      ) : (
        <p className="text-slate-700">
          {t('save.signIn')}{' '}
          <a href={loginRedirectPath(routePath('Cart', lang))} className={link}>
            {t('save.signInLink')}
          </a>
        </p>
      )}
      <nav aria-label={t('tools.label')} className="md:border-l md:border-slate-200 md:pl-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 md:flex-col">
          <li>
            <a href={routePath('InstantOrder', lang)} className={link} data-testid="cart-tools-quick-order">
              {t('tools.quickOrder')}
            </a>
          </li>
          {signedIn && (
            <li>
              <a
                href={routePath('AccountSavedCarts', lang)}
                className={link}
                data-testid="cart-tools-saved-carts"
              >
                {t('tools.savedCarts')}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
