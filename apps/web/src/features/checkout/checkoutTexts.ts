import { CHECKOUT_FIELD_LIMITS, type Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { acceptTermsTexts } from './acceptTermsTexts';
import type { CardPaymentTexts } from './CardPaymentWidget';
import type { ProgressTexts } from './CheckoutProgress';
import type { DeliveryStepTexts } from './DeliveryStepForm';
import { FIELD_ERROR_KEYS, type FieldErrorTexts, fieldMessageTexts } from './fieldErrors';
import type { OrderStepTexts } from './OrderStepForm';
import { ORDER_ERROR_MESSAGE_KEYS, type OrderErrorKey } from './orderErrorText';

/**
 * The checkout's words in the page's language, as plain strings and raw templates ({name} filled in
 * the browser by fillText): each client form receives only the words it shows.
 */
export async function checkoutT(language: Language) {
  return getTranslations({ locale: language, namespace: 'checkout' });
}
type CheckoutT = Awaited<ReturnType<typeof checkoutT>>;

const raw = (t: CheckoutT, key: string) => t.raw(key as never) as string;

export async function progressTexts(language: Language): Promise<ProgressTexts> {
  const t = await checkoutT(language);
  return {
    label: t('steps.label'),
    names: { 1: t('steps.cart'), 2: t('steps.order'), 3: t('steps.delivery') },
    stepOf: raw(t, 'steps.stepOf'),
    done: t('steps.done'),
  };
}

export async function fieldErrorTexts(language: Language): Promise<FieldErrorTexts> {
  const t = await checkoutT(language);
  return Object.fromEntries(FIELD_ERROR_KEYS.map((key) => [key, raw(t, `errors.${key}`)])) as FieldErrorTexts;
}

/** Every order refusal's message, by its key (orderErrorText.ts), raw: {lines} is filled in the browser. */
export async function orderErrorTexts(
  language: Language,
): Promise<Record<OrderErrorKey, string> & { title: string }> {
  const t = await getTranslations({ locale: language, namespace: 'orderErrors' });
  const texts = Object.fromEntries(
    ORDER_ERROR_MESSAGE_KEYS.map((key) => [key, t.raw(key as never) as string]),
  );
  return { ...(texts as Record<OrderErrorKey, string>), title: t('title') };
}
export type OrderErrorTexts = Awaited<ReturnType<typeof orderErrorTexts>>;

export async function orderStepTexts(language: Language): Promise<OrderStepTexts> {
  const t = await checkoutT(language);
  return {
    buyer: {
      legend: t('buyer.legend'),
      firstName: t('buyer.firstName'),
      lastName: t('buyer.lastName'),
      email: t('buyer.email'),
      emailHint: t('buyer.emailHint'),
      dialCode: t('buyer.dialCode'),
      cellphone: t('buyer.cellphone'),
      cellphoneHint: t('buyer.cellphoneHint'),
    },
    info: {
      legend: t('info.legend'),
      orderLabel: t('info.orderLabel'),
      orderLabelHint: t('info.orderLabelHint'),
      orderNumber: t('info.orderNumber'),
      orderNumberHint: t('info.orderNumberHint'),
      projectNumber: t('info.projectNumber'),
      projectNumberHint: t('info.projectNumberHint'),
      comment: t('info.comment'),
      commentHint: t('info.commentHint', { max: CHECKOUT_FIELD_LIMITS.comment }),
      extraEmail: t('info.extraEmail'),
      extraEmailHint: t('info.extraEmailHint'),
      weeklyDelivery: t('info.weeklyDelivery'),
      weeklyDeliveryHint: t('info.weeklyDeliveryHint'),
    },
    account: { create: t('account.create'), createHint: t('account.createHint') },
    optional: t('steps.optional'),
    required: t('steps.required'),
    requiredNote: t('steps.requiredNote'),
    back: t('steps.backToCart'),
    next: t('steps.next'),
    moving: t('steps.moving'),
    notReady: t('steps.notReady'),
    errors: fieldMessageTexts(await fieldErrorTexts(language)),
  };
}

/** The summary panel beside steps 2 and 3. */
export const summaryPanelTexts = (t: CheckoutT) => ({
  title: t('summary.title'),
  updating: t('summary.updating'),
  failed: t('summary.failed'),
  deliveryLater: t('summary.deliveryLater'),
  pricesHidden: t('summary.pricesHidden'),
});

export async function blockedTexts(language: Language) {
  const [t, errors] = await Promise.all([
    checkoutT(language),
    getTranslations({ locale: language, namespace: 'orderErrors' }),
  ]);
  return {
    marketClosed: t('blocked.marketClosed'),
    checkoutDisabled: errors('codes.27'),
    punchOut: errors('codes.36'),
    emptyCart: t('blocked.emptyCart'),
    cartInvalid: t('blocked.cartInvalid'),
    toCart: t('blocked.toCart'),
    shop: t('blocked.shop'),
  };
}
export type BlockedTexts = Awaited<ReturnType<typeof blockedTexts>>;

export async function deliveryStepTexts(language: Language): Promise<DeliveryStepTexts> {
  const [t, blocked] = await Promise.all([checkoutT(language), blockedTexts(language)]);
  return {
    address: {
      deliveryLegend: t('address.deliveryLegend'),
      invoiceLegend: t('address.invoiceLegend'),
      savedLabel: t('address.savedLabel'),
      newAddress: t('address.newAddress'),
      locked: t('address.locked'),
      sameAsDelivery: t('address.sameAsDelivery'),
      invoiceChoice: t('address.invoiceChoice'),
      otherInvoiceAddress: t('address.otherInvoiceAddress'),
      checking: t('address.checking'),
      verified: t('address.verified'),
      checkAgain: t('address.checkAgain'),
      careOf: t('address.careOf'),
      addressLine1: t('address.addressLine1'),
      addressLine2: t('address.addressLine2'),
      zipCode: t('address.zipCode'),
      city: t('address.city'),
      region: t('address.region'),
      chooseRegion: t('address.chooseRegion'),
      country: t('address.country'),
      zipError: t('address.zipError'),
      addressError: t('address.addressError'),
      checkFailed: t('address.checkFailed'),
      required: t('steps.required'),
      optional: t('steps.optional'),
    },
    delivery: {
      legend: t('delivery.legend'),
      loadFailed: t('delivery.loadFailed'),
      none: t('delivery.none'),
      free: t('delivery.free'),
      parcel: t('delivery.parcel'),
      servicePoint: t('delivery.servicePoint'),
      needsCellphone: t('delivery.needsCellphone'),
      cellphoneGiven: raw(t, 'delivery.cellphoneGiven'),
      needsFreeDelivery: t('delivery.needsFreeDelivery'),
      daysRange: raw(t, 'delivery.daysRange'),
      daysOne: raw(t, 'delivery.daysOne'),
      daysMany: raw(t, 'delivery.daysMany'),
    },
    servicePoints: {
      legend: t('servicePoints.legend'),
      hint: t('servicePoints.hint'),
      loading: t('servicePoints.loading'),
      none: t('servicePoints.none'),
      failed: t('servicePoints.failed'),
      enterZip: t('servicePoints.enterZip'),
    },
    payment: {
      legend: t('payment.legend'),
      card: t('payment.card'),
      cardHint: t('payment.cardHint'),
      invoice: t('payment.invoice'),
      invoiceHint: t('payment.invoiceHint'),
    },
    terms: await acceptTermsTexts(language),
    back: t('steps.backToOrder'),
    send: t('send.button'),
    sending: t('send.sending'),
    notReady: t('send.notReady'),
    loading: t('page.loading'),
    summary: summaryPanelTexts(t),
    failure: {
      title: t('send.errorTitle'),
      fixOrderDetails: t('steps.backToOrder'),
      blocked: {
        marketClosed: blocked.marketClosed,
        checkoutDisabled: blocked.checkoutDisabled,
        punchOut: blocked.punchOut,
        emptyCart: blocked.emptyCart,
        cartInvalid: blocked.cartInvalid,
      },
    },
    errors: fieldMessageTexts(await fieldErrorTexts(language)),
  };
}

export async function statusTexts(language: Language) {
  const t = await checkoutT(language);
  const pair = (key: 'failed' | 'canceled' | 'expired' | 'external' | 'punchout') => ({
    title: t(`status.${key}.title`),
    text: t(`status.${key}.text`),
  });
  return {
    orderNo: raw(t, 'status.orderNo'),
    noOrder: t('status.noOrder'),
    confirmedTitle: t('status.confirmedTitle'),
    failed: { ...pair('failed'), retry: t('status.failed.retry') },
    canceled: pair('canceled'),
    expired: pair('expired'),
    backInCart: t('status.backInCart'),
    external: pair('external'),
    punchout: pair('punchout'),
    pending: {
      title: t('status.pending.title'),
      processing: t('status.pending.processing'),
      paid: t('status.pending.paid'),
    },
    toShop: t('status.toShop'),
    toCart: t('status.toCart'),
    toConfirmation: t('status.toConfirmation'),
  };
}

export async function cardPaymentTexts(language: Language, orderNo: number): Promise<CardPaymentTexts> {
  const t = await checkoutT(language);
  return {
    title: t('pay.title'),
    lead: t('pay.lead', { orderNo: String(orderNo) }),
    amount: t('pay.amount'),
    number: t('pay.number'),
    expiry: t('pay.expiry'),
    expiryPlaceholder: t('pay.expiryPlaceholder'),
    cvc: t('pay.cvc'),
    holder: t('pay.holder'),
    button: t('pay.button'),
    paying: t('pay.paying'),
    declined: {
      insufficient_funds: t('pay.declined.insufficient_funds'),
      expired_card: t('pay.declined.expired_card'),
      card_not_supported: t('pay.declined.card_not_supported'),
    },
    failed: t('pay.failed'),
    notAwaiting: t('pay.notAwaiting'),
    testTitle: t('pay.testTitle'),
    testLead: t('pay.testLead'),
    testOutcomes: {
      accepted: t('pay.testAccepted'),
      insufficient_funds: t('pay.testInsufficient'),
      expired_card: t('pay.testExpired'),
    },
    cancel: t('pay.cancel'),
    cancelHint: t('pay.cancelHint'),
    cancelling: t('pay.cancelling'),
    cancelFailed: t('pay.cancelFailed'),
    optional: t('steps.optional'),
    errors: fieldMessageTexts(await fieldErrorTexts(language)),
  };
}
