import type { DiscountRefusalReason, Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { priceMarkLabels } from '@/features/pricing';
import type { AddToCartTexts } from './AddToCart';
import type { QuantityStepperTexts } from './QuantityStepper';

/**
 * The cart islands' texts in the page's language, as plain strings and raw templates ({name}
 * placeholders filled in the browser by fillText): the islands receive only the words they show.
 */
async function cartT(language: Language) {
  return getTranslations({ locale: language, namespace: 'cart' });
}

type CartT = Awaited<ReturnType<typeof cartT>>;

function stepperTexts(t: CartT): QuantityStepperTexts {
  return { label: t('quantity.label'), decrease: t('quantity.decrease'), increase: t('quantity.increase') };
}

export async function addToCartTexts(language: Language): Promise<AddToCartTexts> {
  const t = await cartT(language);
  return {
    add: t('add.button'),
    adding: t('add.adding'),
    added: t('add.added'),
    viewCart: t('add.viewCart'),
    failed: t('add.failed'),
    invalid: t('add.invalid'),
    reasons: {
      SizeNotSelected: t('add.reasons.SizeNotSelected'),
      SizeOutOfStock: t('add.reasons.SizeOutOfStock'),
      SizeUnavailable: t('add.reasons.SizeUnavailable'),
    },
    stepper: stepperTexts(t),
  };
}

export async function badgeTexts(language: Language) {
  const t = await cartT(language);
  return {
    label: t('badge.label'),
    units: { one: t.raw('badge.one') as string, other: t.raw('badge.other') as string },
  };
}

export async function totalsTexts(language: Language) {
  const t = await cartT(language);
  return {
    products: t('totals.products'),
    discount: t('totals.discount'),
    delivery: t('totals.delivery'),
    free: t('totals.free'),
    freeDeliveryLeft: t.raw('totals.freeDeliveryLeft') as string,
    subtotal: t('totals.subtotal'),
    vat: t('totals.vat'),
    salesTax: t('totals.salesTax'),
    salesTaxTbd: t('totals.salesTaxTbd'),
    total: t('totals.total'),
    incVat: t('totals.incVat'),
    exVat: t('totals.exVat'),
  };
}
export type TotalsTexts = Awaited<ReturnType<typeof totalsTexts>>;

export async function miniCartTexts(language: Language) {
  const t = await cartT(language);
  return {
    title: t('mini.title'),
    close: t('mini.close'),
    toCart: t('mini.toCart'),
    continue: t('mini.continue'),
    total: t('mini.total'),
    colour: t.raw('row.colour') as string,
    size: t.raw('row.size') as string,
    quantity: t('quantity.label'),
    gift: t('row.gift'),
    agreed: (await priceMarkLabels(language)).agreed,
    pricesHidden: t('page.pricesHidden'),
    totals: await totalsTexts(language),
  };
}
export type MiniCartTexts = Awaited<ReturnType<typeof miniCartTexts>>;

export async function cartPageTexts(language: Language) {
  const t = await cartT(language);
  const raw = (key: Parameters<CartT['raw']>[0]) => t.raw(key) as string;
  return {
    page: {
      title: t('page.title'),
      loading: t('page.loading'),
      empty: t('page.empty'),
      emptyText: t('page.emptyText'),
      shop: t('page.shop'),
      loadFailed: t('page.loadFailed'),
      retry: t('page.retry'),
      rows: t('page.rows'),
      me: t('page.me'),
      unknownCustomer: raw('page.unknownCustomer'),
      rowMoved: raw('page.rowMoved'),
      summary: t('page.summary'),
      checkout: t('page.checkout'),
      invalid: t('page.invalid'),
      pricesHidden: t('page.pricesHidden'),
    },
    row: {
      colour: raw('row.colour'),
      size: raw('row.size'),
      sku: raw('row.sku'),
      unitPrice: t('row.unitPrice'),
      linePrice: t('row.linePrice'),
      remove: t('row.remove'),
      removeLabel: raw('row.removeLabel'),
      saving: t('row.saving'),
      saveFailed: t('row.saveFailed'),
      comment: t('row.comment'),
      addComment: t('row.addComment'),
      commentHint: raw('row.commentHint'),
      coWorker: t('row.coWorker'),
      chooseCoWorker: t('row.chooseCoWorker'),
      split: t('row.split'),
      splitLabel: raw('row.splitLabel'),
      gift: t('row.gift'),
      added: t('row.added'),
      discount: t('row.discount'),
      agreed: (await priceMarkLabels(language)).agreed,
    },
    stepper: stepperTexts(t),
    snackbar: {
      removed: raw('snackbar.removed'),
      undo: t('snackbar.undo'),
      dismiss: t('snackbar.dismiss'),
      restored: raw('snackbar.restored'),
      split: t('snackbar.split'),
    },
    errors: {
      rowSaveFailed: t('errors.rowSaveFailed'),
      removeFailed: t('errors.removeFailed'),
      splitFailed: t('errors.splitFailed'),
      addFailed: t('errors.addFailed'),
      invalid: t('errors.invalid'),
      gone: t('errors.gone'),
      valueRequired: t('errors.valueRequired'),
      commentTooLong: raw('errors.commentTooLong'),
      blockedCharacters: t('errors.blockedCharacters'),
    },
    notices: {
      removed: raw('notices.removed'),
      updated: raw('notices.updated'),
      promotionRemoved: t('notices.promotionRemoved'),
    },
    discount: {
      label: t('discount.label'),
      apply: t('discount.apply'),
      remove: t('discount.remove'),
      removeLabel: raw('discount.removeLabel'),
      applied: raw('discount.applied'),
      removed: t('discount.removed'),
      requirements: t('discount.requirements'),
      invalid: t('discount.invalid'),
      notValid: t('discount.notValid'),
      failed: t('discount.failed'),
      /** Why a code was refused (issue 27), with {code} and {date} filled in the browser. */
      reasons: {
        unknown: raw('discount.reasons.unknown'),
        requirements: raw('discount.reasons.requirements'),
        expired: raw('discount.reasons.expired'),
        notStarted: raw('discount.reasons.notStarted'),
        market: raw('discount.reasons.market'),
        businessOnly: raw('discount.reasons.businessOnly'),
        consumersOnly: raw('discount.reasons.consumersOnly'),
        usedUp: raw('discount.reasons.usedUp'),
      } satisfies Record<DiscountRefusalReason, string>,
      promotions: t('discount.promotions'),
      /** A promotion's kind, shown where it has no name (names are translated data, issue 27). */
      types: {
        1: t('discount.types.basket'),
        2: t('discount.types.selectProducts'),
        4: t('discount.types.discountProducts'),
        5: t('discount.types.addProducts'),
        6: t('discount.types.freight'),
      } as Readonly<Record<number, string>>,
    },
    totals: await totalsTexts(language),
  };
}
export type CartPageTexts = Awaited<ReturnType<typeof cartPageTexts>>;
