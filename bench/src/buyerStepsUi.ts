import type { Page } from '@playwright/test';
import { routePath } from '@workwear/domain';

/**
 * Every path, label, role and test id the buyer steps benchmark uses, in one place: when the
 * storefront's pages change (issue 27 changes many), this is the file to follow them in. Texts are
 * the Swedish ones (apps/web/messages/sv); test ids are those the browser tests use too.
 */
export const LANG = 'sv';

export const paths = {
  login: `/login?lang=${LANG}`,
  account: routePath('Account', LANG),
  orders: routePath('AccountOrders', LANG),
  savedCarts: routePath('AccountSavedCarts', LANG),
  quickOrder: routePath('InstantOrder', LANG),
  cart: routePath('Cart', LANG),
};

export const texts = {
  accountHeading: 'Mitt konto',
  businessCode: 'WELCOME10',
  consumerCode: 'WORKWEAR15',
  codeAdded: (code: string) => `Rabattkoden ${code} har lagts till.`,
  /** The business cart's group of the buyer's own rows (the buyer chosen as co-worker lands there). */
  meGroup: 'Jag',
};

export const ui = {
  signIn: {
    user: (p: Page) => p.getByLabel('E-postadress'),
    password: (p: Page) => p.getByLabel('Lösenord'),
    submit: (p: Page) => p.getByRole('button', { name: 'Logga in', exact: true }),
  },
  pageHeading: (p: Page, name: string) => p.getByRole('heading', { level: 1, name }),
  orders: {
    table: (p: Page) => p.getByTestId('order-table'),
    /** The first order's link in the history (its order number). */
    firstOrderLink: (p: Page) => p.getByTestId('order-row').first().getByRole('link').first(),
    detail: (p: Page) => p.getByTestId('order-detail'),
    reorder: (p: Page) => p.getByTestId('reorder-button'),
    reorderNotice: (p: Page) => p.getByTestId('reorder-notice'),
  },
  quickOrder: {
    lines: (p: Page) => p.getByLabel('Artikelnummer och antal'),
    submit: (p: Page) => p.getByRole('button', { name: 'Lägg i varukorgen' }),
    /** The answer once it has text (it is there, empty, before the submit). */
    answered: (p: Page) => p.getByTestId('quick-order-result').filter({ hasText: /\S/ }),
  },
  savedCarts: {
    name: (p: Page) => p.getByTestId('save-cart').getByLabel('Namn'),
    save: (p: Page) => p.getByTestId('save-cart').getByRole('button', { name: 'Spara varukorg' }),
    notice: (p: Page, name: string) => p.getByTestId('saved-carts-notice').filter({ hasText: name }),
    open: (p: Page, name: string) =>
      p
        .getByTestId('saved-cart')
        .filter({ hasText: name })
        .getByRole('button', { name: `Öppna ${name}` }),
  },
  cart: {
    rows: (p: Page) => p.getByTestId('cart-row'),
    split: (p: Page) => p.getByTestId('cart-row').first().getByTestId('row-split'),
    /** The co-worker list of a row that has none chosen yet. */
    coWorkerToChoose: (p: Page) =>
      p.locator('[data-testid="row-coworker"]:has(option[value=""]:checked)').first(),
    /**
     * The rows grouped under a co-worker's name (a business cart groups its rows per co-worker, under a
     * heading with the name; every row's co-worker list holds the names too, so not a text filter).
     */
    groupRows: (p: Page, name: string) =>
      p
        .getByTestId('cart-group')
        .filter({ has: p.getByRole('heading', { level: 3, name, exact: true }) })
        .getByTestId('cart-row'),
    code: (p: Page) => p.getByTestId('discount-code'),
    apply: (p: Page) => p.getByTestId('discount-apply'),
    codeMessage: (p: Page, text: string) => p.getByTestId('discount-message').filter({ hasText: text }),
  },
};
