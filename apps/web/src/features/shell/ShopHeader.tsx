import type { NavigationContext } from '@workwear/contracts';
import { routePath } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ShopContext } from '@/lib/shopContext';
import { BrandMark } from './BrandMark';
import { HeaderFrame, MenuToggle } from './HeaderFrame';
import { MainMenu } from './MainMenu';
import { MarketSelector } from './MarketSelector';
import { buildMenuGroups } from './menuGroups';
import { SiteSearch } from './SiteSearch';
import { siteSearchTexts } from './siteSearchTexts';

/**
 * The other features' parts of the header (the account menu, the cart, the VAT switch) come in as
 * slots from the layout, which composes the features: the shell imports none of them.
 */
export type HeaderParts = {
  signedIn: boolean;
  account: ReactNode;
  cart: ReactNode;
  vatSwitch: ReactNode;
  /** The feature flag UseSiAndHrInLanguageSwitcher: Slovenian and Croatian in the market choice. */
  siAndHrInSwitcher: boolean;
};

/** The part of the menu the phone's menu button opens (one header per page). */
const MENU_ID = 'main-menu';

export async function ShopHeader({
  context,
  navigation,
  parts,
}: {
  context: ShopContext;
  navigation: NavigationContext;
  parts: HeaderParts;
}) {
  const t = await getTranslations({ locale: context.language, namespace: 'common' });
  const groups = buildMenuGroups(navigation, context.language, {
    clothing: t('menu.clothing'),
    menAndWomen: t('menu.menAndWomen'),
    collections: t('menu.collections'),
    accessories: t('menu.accessories'),
    catalogue: t('menu.catalogue'),
    allProducts: t('menu.allProducts'),
  });
  // Phones (below lg): one row of menu button, brand, account and cart over a full-width search,
  // at most 120 px all told; the VAT switch and the market choice live in the menu. From lg up: brand,
  // search, account and cart in a row over the menu bar, which ends with the VAT switch and market.
  return (
    <HeaderFrame>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:gap-x-6 lg:py-3">
        <MenuToggle label={t('menu.toggle')} controls={MENU_ID} />
        {/* The shell's links (header, footer, top message) are not prefetched: they are on every page,
            and their prefetches after each load competed with the page's own requests (issue 27). */}
        <Link
          prefetch={false}
          href={routePath('Home', context.language)}
          className="shrink-0"
          aria-label={t('homeLink')}
        >
          <BrandMark name={t('siteName')} compact={parts.signedIn} />
        </Link>
        {/* Beside the brand on a phone, last on the row from md up. */}
        <div className="ml-auto flex items-center gap-1 md:order-last md:ml-0">
          {parts.account}
          {parts.cart}
        </div>
        <search className="order-last w-full md:order-none md:w-auto md:flex-1">
          <SiteSearch
            action={routePath('Products', context.language)}
            lang={context.language}
            marketId={context.market.marketId}
            culture={context.culture}
            texts={siteSearchTexts(t)}
          />
        </search>
      </div>
      <MainMenu
        groups={groups}
        label={t('menu.label')}
        id={MENU_ID}
        tools={
          <>
            {parts.vatSwitch}
            <MarketSelector context={context} siAndHr={parts.siAndHrInSwitcher} />
          </>
        }
      />
    </HeaderFrame>
  );
}
