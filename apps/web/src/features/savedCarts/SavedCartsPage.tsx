import { type Language, routePath } from '@workwear/domain';
import { AccountFrame } from '@/features/account';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import { SaveCartForm } from './SaveCartForm';
import { SavedCartsList } from './SavedCartsList';
import { listSavedCarts } from './savedCartsServer';
import { saveCartTexts, savedCartsListTexts, savedCartsT } from './savedCartsTexts';
import { savedCartsTimeZone } from './savedCartsTimeZone';

/**
 * account/saved-carts: the signed-in buyer's saved carts in this market (login required by the route
 * table), and the form that saves the current cart.
 */
export async function SavedCartsPage({ language }: { language: Language }) {
  const [t, texts, saveTexts, context, timeZone] = await Promise.all([
    savedCartsT(language),
    savedCartsListTexts(language),
    saveCartTexts(language),
    getShopContext(language),
    savedCartsTimeZone(language),
  ]);
  const carts = await listSavedCarts(language).catch((error: unknown) => {
    logError('Saved carts not loaded.', error);
    return null;
  });
  return (
    <AccountFrame language={language} current="AccountSavedCarts" title={t('page.title')}>
      <p className="mt-2 text-slate-600">{t('page.lead')}</p>
      {/* The current cart can be put aside from here too (the form hides itself while the cart is empty). */}
      <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 empty:hidden sm:p-6">
        <SaveCartForm
          lang={language}
          savedCartsHref={routePath('AccountSavedCarts', language)}
          listed
          texts={saveTexts}
        />
      </div>
      {carts === null ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {t('list.loadFailed')}
        </p>
      ) : (
        <SavedCartsList
          lang={language}
          culture={context.culture}
          timeZone={timeZone}
          cartHref={routePath('Cart', language)}
          carts={carts.map(({ id, version, name, modified, rowCount, quantity }) => ({
            id,
            version,
            name,
            modified,
            rowCount,
            quantity,
          }))}
          texts={texts}
        />
      )}
    </AccountFrame>
  );
}
