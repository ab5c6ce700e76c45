import type { Page } from '@playwright/test';
import {
  type ApiBuyer,
  cartWith,
  deleteSavedCarts,
  type Row,
  removeCode,
  savedCartWith,
} from './buyerStepsSetup';
import { paths, texts, ui } from './buyerStepsUi';

/**
 * The steps of issue 27 item 18 as a buyer takes them. Each step has an untimed `prepare` (the state
 * it starts from, set through the API, and the page it starts on), a timed `run` (from the click or
 * navigation to the moment the result is visible) and an untimed `undo` that keeps the buyer's carts
 * bounded over the repetitions.
 */

export type Who = 'business' | 'consumer';

export type StepContext = {
  readonly page: Page;
  readonly web: string;
  readonly apiUrl: string;
  readonly buyer: ApiBuyer;
  /** Skus in stock, one per product. */
  readonly skus: readonly string[];
  /** The repetition's number, for names that must be new each time. */
  readonly rep: number;
  /** What a step's prepare leaves for its run (a saved cart's name). */
  readonly memo: Map<string, string>;
};

export type Step = {
  key: string;
  name: string;
  who: Who;
  prepare?: (ctx: StepContext) => Promise<void>;
  run: (ctx: StepContext) => Promise<void>;
  undo?: (ctx: StepContext) => Promise<void>;
};

const WAIT = { timeout: 30_000 } as const;

const goto = async (ctx: StepContext, path: string) => {
  await ctx.page.goto(`${ctx.web}${path}`, { waitUntil: 'commit' });
};

/** Rows on the buyer's own name: a business cart of the demo company needs a co-worker on each. */
function rowsOf(ctx: StepContext, count: number, quantity = 1, withCoWorker = true): Row[] {
  const coWorkerId = ctx.buyer.customer().id;
  return ctx.skus.slice(0, count).map((sku) => ({
    sku,
    quantity,
    ...(withCoWorker && ctx.buyer.customer().companyId !== null ? { coWorkerId } : {}),
  }));
}

/** The cart page with the cart set to `rows`, loaded (the rows come after hydration, by a server action). */
async function onCartWith(ctx: StepContext, rows: Row[]) {
  await cartWith(ctx.apiUrl, ctx.buyer, rows);
  await goto(ctx, paths.cart);
  await ui.cart.rows(ctx.page).first().waitFor(WAIT);
}

const buyerName = (ctx: StepContext) => {
  const { firstName, lastName } = ctx.buyer.customer();
  return `${firstName} ${lastName}`;
};

const emptyCart = (ctx: StepContext) => cartWith(ctx.apiUrl, ctx.buyer, []).then(() => undefined);
/** A new saved cart name per repetition, kept for the run. */
function newSavedName(ctx: StepContext): string {
  const name = `Bänk ${ctx.rep} ${Date.now() % 100_000}`;
  ctx.memo.set('savedName', name);
  return name;
}
const savedName = (ctx: StepContext) => ctx.memo.get('savedName') ?? '';

export const STEPS: readonly Step[] = [
  {
    key: 'account',
    name: 'account page (Mitt konto)',
    who: 'business',
    run: async (ctx) => {
      await goto(ctx, paths.account);
      await ui.pageHeading(ctx.page, texts.accountHeading).waitFor(WAIT);
    },
  },
  {
    key: 'orderHistory',
    name: 'order history',
    who: 'business',
    run: async (ctx) => {
      await goto(ctx, paths.orders);
      await ui.orders.table(ctx.page).waitFor(WAIT);
    },
  },
  {
    key: 'orderPage',
    name: 'the order page (from the history)',
    who: 'business',
    prepare: async (ctx) => {
      await goto(ctx, paths.orders);
      await ui.orders.firstOrderLink(ctx.page).waitFor(WAIT);
    },
    run: async (ctx) => {
      await ui.orders.firstOrderLink(ctx.page).click();
      await ui.orders.detail(ctx.page).waitFor(WAIT);
    },
  },
  {
    key: 'orderAgain',
    name: 'order again (to the cart with its notes)',
    who: 'business',
    prepare: async (ctx) => {
      await emptyCart(ctx);
      await goto(ctx, paths.orders);
      await ui.orders.firstOrderLink(ctx.page).click();
      await ui.orders.reorder(ctx.page).waitFor(WAIT);
    },
    run: async (ctx) => {
      await ui.orders.reorder(ctx.page).click();
      await ctx.page.waitForURL((url) => url.pathname === paths.cart, WAIT);
      await ui.orders.reorderNotice(ctx.page).waitFor(WAIT);
      await ui.cart.rows(ctx.page).first().waitFor(WAIT);
    },
    undo: emptyCart,
  },
  {
    key: 'quickOrder',
    name: 'quick-order submit (3 lines)',
    who: 'business',
    prepare: async (ctx) => {
      await emptyCart(ctx);
      await goto(ctx, paths.quickOrder);
      const lines = ctx.skus.slice(0, 3).map((sku, i) => `${sku} ${i + 1}`);
      await ui.quickOrder.lines(ctx.page).fill(lines.join('\n'));
    },
    run: async (ctx) => {
      await ui.quickOrder.submit(ctx.page).click();
      await ui.quickOrder.answered(ctx.page).waitFor(WAIT);
    },
    undo: emptyCart,
  },
  {
    key: 'saveCart',
    name: 'save cart (to the saved carts page)',
    who: 'business',
    prepare: async (ctx) => {
      await cartWith(ctx.apiUrl, ctx.buyer, rowsOf(ctx, 2));
      await goto(ctx, paths.savedCarts);
      await ui.savedCarts.name(ctx.page).fill(newSavedName(ctx));
    },
    run: async (ctx) => {
      await ui.savedCarts.save(ctx.page).click();
      await ui.savedCarts.notice(ctx.page, savedName(ctx)).waitFor(WAIT);
    },
    undo: (ctx) => deleteSavedCarts(ctx.apiUrl, ctx.buyer),
  },
  {
    key: 'openSavedCart',
    name: 'open a saved cart (to the cart page)',
    who: 'business',
    prepare: async (ctx) => {
      await savedCartWith(ctx.apiUrl, ctx.buyer, newSavedName(ctx), rowsOf(ctx, 2));
      await goto(ctx, paths.savedCarts);
      await ui.savedCarts.open(ctx.page, savedName(ctx)).waitFor(WAIT);
    },
    run: async (ctx) => {
      await ui.savedCarts.open(ctx.page, savedName(ctx)).click();
      await ctx.page.waitForURL((url) => url.pathname === paths.cart, WAIT);
      await ui.cart.rows(ctx.page).first().waitFor(WAIT);
    },
    undo: async (ctx) => {
      await deleteSavedCarts(ctx.apiUrl, ctx.buyer);
      await emptyCart(ctx);
    },
  },
  {
    key: 'splitRow',
    name: 'split a row',
    who: 'business',
    prepare: (ctx) => onCartWith(ctx, rowsOf(ctx, 1, 2)),
    run: async (ctx) => {
      await ui.cart.split(ctx.page).click();
      await ui.cart.rows(ctx.page).nth(1).waitFor(WAIT);
    },
  },
  {
    key: 'coWorker',
    name: 'choose a co-worker (for a split-off row)',
    who: 'business',
    // The API puts the buyer on a row added without a co-worker; a split-off row has none, and the cart
    // asks the buyer to choose one for it (the spec's split message). Anna, a User, may choose herself.
    prepare: async (ctx) => {
      const cart = await cartWith(ctx.apiUrl, ctx.buyer, rowsOf(ctx, 1, 2));
      await (await ctx.buyer.cart()).splitRow(cart.id, cart.rows[0]!.id, { version: cart.version });
      await goto(ctx, paths.cart);
      await ui.cart.coWorkerToChoose(ctx.page).waitFor(WAIT);
    },
    run: async (ctx) => {
      await ui.cart.coWorkerToChoose(ctx.page).selectOption({ label: buyerName(ctx) });
      // Rows on the buyer herself are her own: the cart groups them under "Me" (issue 27 item 10).
      await ui.cart.groupRows(ctx.page, texts.meGroup).nth(1).waitFor(WAIT);
    },
  },
  {
    key: 'discountBusiness',
    name: 'apply a discount code',
    who: 'business',
    prepare: async (ctx) => {
      await removeCode(ctx.buyer, texts.businessCode, false);
      await onCartWith(ctx, rowsOf(ctx, 2));
      await ui.cart.code(ctx.page).fill(texts.businessCode);
    },
    run: async (ctx) => {
      await ui.cart.apply(ctx.page).click();
      await ui.cart.codeMessage(ctx.page, texts.codeAdded(texts.businessCode)).waitFor(WAIT);
    },
    undo: (ctx) => removeCode(ctx.buyer, texts.businessCode, false),
  },
  {
    key: 'discountConsumer',
    name: 'apply a discount code',
    who: 'consumer',
    prepare: async (ctx) => {
      await removeCode(ctx.buyer, texts.consumerCode, true);
      await onCartWith(ctx, rowsOf(ctx, 2));
      await ui.cart.code(ctx.page).fill(texts.consumerCode);
    },
    run: async (ctx) => {
      await ui.cart.apply(ctx.page).click();
      await ui.cart.codeMessage(ctx.page, texts.codeAdded(texts.consumerCode)).waitFor(WAIT);
    },
    undo: (ctx) => removeCode(ctx.buyer, texts.consumerCode, true),
  },
];
