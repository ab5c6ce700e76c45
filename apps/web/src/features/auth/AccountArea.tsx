import { loginRedirectPath, ROLE, type RoleCode, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';
import { getSwitchableCompanies } from './companies';
import { getSignedIn } from './session';
import { AccountMenu, CompanySwitcher, LogoutListener } from './signedInIslands';

const ROLE_KEYS = {
  [ROLE.User]: 'User',
  [ROLE.CustomerAdmin]: 'CustomerAdmin',
  [ROLE.Administrator]: 'Administrator',
  [ROLE.Internal]: 'Internal',
  [ROLE.B2C]: 'B2C',
} as const satisfies Record<RoleCode, string>;

/** The role's name in the page's language (a super customer admin named as such). */
export function roleKey(role: RoleCode, superCustomerAdmin: boolean) {
  return superCustomerAdmin ? 'SuperCustomerAdmin' : ROLE_KEYS[role];
}

/**
 * The header's sign-in link, or for a signed-in customer: the company switcher (more than one
 * company), the account menu and the listener for another tab's Logout message.
 */
export async function AccountArea({
  context,
  companyLinks = [],
}: {
  context: ShopContext;
  /** The company pages this customer is offered (features/account companyMenuLinks): auth cannot ask account. */
  companyLinks?: readonly { label: string; href: string }[];
}) {
  const t = await getTranslations({ locale: context.language, namespace: 'account' });
  const signedIn = await getSignedIn();
  if (!signedIn) {
    return (
      <a
        href={loginRedirectPath(context.pathname)}
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        data-testid="sign-in-link"
      >
        {t('menu.signIn')}
      </a>
    );
  }
  const companies = await getSwitchableCompanies();
  const current = companies.find((c) => c.isCurrent);
  const { customer } = signedIn;
  const lang = context.language;
  const role = t(`roles.${roleKey(signedIn.role, customer.superCustomerAdmin)}`);
  return (
    <div className="flex items-center gap-2">
      {companies.length > 1 && (
        <CompanySwitcher
          companies={companies.map(({ id, name, isCurrent }) => ({ id, name, isCurrent }))}
          label={t('menu.switchCompany')}
          failed={t('menu.switchFailed')}
        />
      )}
      <AccountMenu
        name={customer.firstName}
        detail={[`${customer.firstName} ${customer.lastName}`, role, current?.name]
          .filter(Boolean)
          .join(' · ')}
        label={t('menu.open')}
        links={[
          { label: t('menu.account'), href: routePath('Account', lang) },
          { label: t('menu.orders'), href: routePath('AccountOrders', lang) },
          { label: t('menu.settings'), href: routePath('AccountSettings', lang) },
          { label: t('menu.sizes'), href: routePath('AccountSizes', lang) },
          { label: t('menu.savedCarts'), href: routePath('AccountSavedCarts', lang) },
          ...companyLinks,
          { label: t('menu.quickOrder'), href: routePath('InstantOrder', lang) },
        ]}
        signOut={t('menu.signOut')}
        language={lang}
        https={context.https}
      />
      <LogoutListener language={lang} https={context.https} />
    </div>
  );
}
