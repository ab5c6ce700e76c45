'use server';

import { randomUUID } from 'node:crypto';
import { HttpError } from '@workwear/client';
import {
  apiErrorSchema,
  cartIdSchema,
  orderIdSchema,
  orderSummaryBodySchema,
  PAYMENT_DECLINE_REASONS,
  type ServicePoint,
} from '@workwear/contracts';
import {
  addressFormSchema,
  cardInputSchema,
  countryById,
  DEFAULT_PAYMENT_METHOD_ID,
  isOrderErrorCode,
  isSupportedLanguage,
  type Language,
  routePath,
} from '@workwear/domain';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cartScope, findCart, rememberCart } from '@/features/cart';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import type { AddressVerdict } from './addressCheck';
import { blockerOrderCode } from './checkoutAvailability';
import { checkoutBase } from './checkoutPageData';
import type { CancelState, PayResult, SendFieldError, SendResult, SummaryResult } from './checkoutResults';
import { deliveryStepSchema, orderStepSchema } from './checkoutSchemas';
import { checkoutScope } from './checkoutServer';
import { keepsIdempotencyKey, type OrderFailure } from './orderErrorText';
import { formFieldOfPayloadPath } from './payloadFields';
import { isSendKey } from './sendKey';
import { dropSendKey, keepSendKey, keptSendKey, renewSendKey } from './sendKeyCookie';
import { orderSendBody } from './sendPayload';
import { statusHref, statusRouteOf } from './statusHref';

/**
 * The checkout's mutations and checks, run on the storefront's server: each validates its input with
 * the domain's schemas and calls the order or metadata service with the visitor's token (the browser
 * never holds one). Refusals come back as data the page shows in the visitor's language.
 */

const langSchema = z.string().refine(isSupportedLanguage, 'Unknown language');
const deliveryChoiceSchema = orderSummaryBodySchema.shape.deliveryMethod.unwrap();

/** What a failed call was: a refusal with its order code, a plain HTTP refusal, or no answer. */
function failureOf(error: unknown): OrderFailure {
  if (error instanceof HttpError) return { kind: 'http', status: error.status };
  return { kind: 'noAnswer' };
}

const refusedFailure = (refusal: {
  orderErrorCode: number;
  skus?: readonly string[] | undefined;
}): OrderFailure =>
  isOrderErrorCode(refusal.orderErrorCode)
    ? { kind: 'refused', code: refusal.orderErrorCode, ...(refusal.skus ? { skus: refusal.skus } : {}) }
    : { kind: 'http', status: 422 };

/** The address as the metadata service's check takes it (the spec's street, city, zip, region, countryCode). */
async function verdictOf(
  lang: Language,
  address: z.output<typeof addressFormSchema>,
): Promise<AddressVerdict> {
  const country = countryById(address.countryId);
  if (!country) return { kind: 'checked', isValid: false, zipCodeError: false, addressError: true };
  try {
    const scope = await checkoutScope(lang);
    const verdict = await scope.metadata.validateAddress({
      street: [address.addressLine1, address.addressLine2].filter((part) => part !== '').join(', '),
      city: address.city,
      zip: address.zipCode,
      ...(address.region ? { region: address.region } : {}),
      countryCode: country.code,
    });
    return { kind: 'checked', ...verdict };
  } catch (error) {
    logError('Checkout: address validation failed; the address counts as invalid.', error);
    return { kind: 'failed' };
  }
}

const addressCheckInput = z.object({ lang: langSchema, address: addressFormSchema });

/** The delivery address check (spec §5); the page calls it only once the address form is valid. */
export async function checkDeliveryAddress(input: unknown): Promise<AddressVerdict> {
  const parsed = addressCheckInput.safeParse(input);
  if (!parsed.success) return { kind: 'checked', isValid: false, zipCodeError: false, addressError: true };
  return verdictOf(parsed.data.lang, parsed.data.address);
}

const summaryInput = z.object({
  lang: langSchema,
  cartId: cartIdSchema,
  delivery: deliveryChoiceSchema.nullable(),
  /** US/CA: where the order goes decides the sales tax. */
  address: z
    .object({
      addressLine1: z.string().max(100),
      city: z.string().max(100),
      zipCode: z.string().max(20),
      region: z.string().max(10),
      countryId: z.number().int().positive(),
    })
    .nullable(),
});

/** The live order summary: what send would charge (POST orders/summary, the same pricing, no writes). */
export async function loadOrderSummary(input: unknown): Promise<SummaryResult> {
  const parsed = summaryInput.safeParse(input);
  if (!parsed.success) return { ok: false, failure: { kind: 'http', status: 400 } };
  const { lang, cartId, delivery, address } = parsed.data;
  try {
    const [scope, base] = await Promise.all([checkoutScope(lang), checkoutBase(lang)]);
    const answer = await scope.order.summary({
      cartId,
      useIncVat: base.useIncVat,
      ...(delivery ? { deliveryMethod: delivery } : {}),
      ...(address
        ? {
            deliveryAddress: {
              countryId: address.countryId,
              ...(address.addressLine1 ? { addressLine1: address.addressLine1 } : {}),
              ...(address.city ? { city: address.city } : {}),
              ...(address.zipCode ? { zipCode: address.zipCode } : {}),
              ...(address.region ? { region: address.region } : {}),
            },
          }
        : {}),
    });
    if (!answer.ok) return { ok: false, failure: refusedFailure(answer.refusal) };
    return { ok: true, summary: answer.value.summary };
  } catch (error) {
    if (!(error instanceof HttpError)) logError('Checkout: order summary failed.', error);
    return { ok: false, failure: failureOf(error) };
  }
}

const sendInput = z.object({
  lang: langSchema,
  cartId: cartIdSchema,
  sendKey: z.string(),
  order: z.unknown(),
  delivery: z.unknown(),
  choice: deliveryChoiceSchema.nullable(),
  /** The chosen method is a service-point method (the API checks the point against it again). */
  servicePoint: z.boolean().default(false),
});

/** The field errors of a parse, on the step they belong to. */
const fieldsOf = (step: 2 | 3, issues: readonly z.core.$ZodIssue[]): SendFieldError[] =>
  issues.map((issue) => ({ step, field: issue.path.join('.'), message: issue.message }));

/** The fields a 400 of the API names, where the checkout shows them. */
function apiFields(error: HttpError): SendFieldError[] {
  const body = apiErrorSchema.safeParse(error.body);
  if (!body.success) return [];
  return (body.data.details?.fields ?? []).flatMap((f) => {
    const place = formFieldOfPayloadPath(f.field);
    return place ? [{ ...place, message: f.message }] : [];
  });
}

/**
 * Send order: checks both steps again with the same schemas (and the company's rules), the delivery
 * address again where its country validates addresses, then sends the spec's payload with this
 * checkout's idempotency key (kept in an httpOnly cookie per cart, so a double click or a retry after
 * no answer sends the same key and gets the same order). After a definite refusal the key is renewed.
 */
export async function sendOrder(input: unknown): Promise<SendResult> {
  const parsed = sendInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, failure: { kind: 'http', status: 400 }, sendKey: '' };
  }
  const { lang } = parsed.data;
  const base = await checkoutBase(lang);
  const https = base.scope.https;
  const cartId = base.cart?.id ?? parsed.data.cartId;
  // The cookie's key wins; before the first send the page's key is the checkout's (both clicks of a
  // double click carry it).
  const sendKey =
    (await keptSendKey(cartId, https)) ??
    (isSendKey(parsed.data.sendKey) ? parsed.data.sendKey : randomUUID());
  const refuse = async (
    failure: OrderFailure,
    extra: Omit<Extract<SendResult, { ok: false }>, 'ok' | 'failure' | 'sendKey'> = {},
  ): Promise<SendResult> => ({
    ok: false,
    failure,
    sendKey: keepsIdempotencyKey(failure) ? sendKey : await renewSendKey(cartId, https),
    ...extra,
  });

  if (base.blocker || !base.cart) {
    return refuse(
      { kind: 'refused', code: blockerOrderCode(base.blocker ?? 'emptyCart') },
      {
        blocker: base.blocker ?? 'emptyCart',
      },
    );
  }
  if (base.cart.id !== parsed.data.cartId) return refuse({ kind: 'refused', code: 0 });

  const order = orderStepSchema(base.formOptions).safeParse(parsed.data.order);
  const step = deliveryStepSchema(base.formOptions).safeParse(parsed.data.delivery);
  if (!order.success || !step.success) {
    return refuse(
      { kind: 'http', status: 400 },
      {
        fields: [
          ...(order.success ? [] : fieldsOf(2, order.error.issues)),
          ...(step.success ? [] : fieldsOf(3, step.error.issues)),
        ],
      },
    );
  }
  const choice = parsed.data.choice;
  if (!choice || choice.deliveryGroupEntryId !== step.data.deliveryEntryId) {
    return refuse(
      { kind: 'http', status: 400 },
      { fields: [{ step: 3, field: 'deliveryEntryId', message: '' }] },
    );
  }

  // A typed address where the country validates addresses is checked here too: the order says so.
  const country = countryById(step.data.delivery.countryId);
  const typed = step.data.deliveryAddressId === null;
  let addressValidated = false;
  if (typed && country?.useAddressValidation) {
    const verdict = await verdictOf(lang, step.data.delivery);
    if (verdict.kind === 'failed' || !verdict.isValid) {
      return refuse({ kind: 'http', status: 400 }, { addressVerdict: verdict });
    }
    addressValidated = true;
  }

  const { origin } = await getShopContext(lang);
  const absolute = (route: Parameters<typeof routePath>[0]) => `${origin}${routePath(route, base.language)}`;
  const signedIn = base.scope.signedIn;
  const body = orderSendBody(order.data, step.data, {
    cartId,
    marketId: base.market.marketId,
    cultureCode: base.culture,
    buyer: signedIn ? { customerId: signedIn.customer.id, companyId: signedIn.companyId } : null,
    delivery: choice,
    servicePoint: parsed.data.servicePoint,
    addressValidated,
    useIncVat: base.useIncVat,
    weeklyDeliveryOffered: base.settings.weeklyDelivery,
    redirectUrls: {
      confirmed: absolute('OrderConfirmed'),
      failed: absolute('OrderFailed'),
      canceled: absolute('OrderCanceled'),
      pending: absolute('OrderPending'),
    },
  });

  await keepSendKey(cartId, sendKey, https);
  try {
    const answer = await base.scope.order.send(body, sendKey);
    if (!answer.ok) return refuse(refusedFailure(answer.refusal));
    const made = answer.value;
    await dropSendKey(https);
    return { ok: true, orderId: made.id, href: statusHref(base.language, statusRouteOf(made), made.id) };
  } catch (error) {
    const failure = failureOf(error);
    if (error instanceof HttpError && error.status === 400)
      return refuse(failure, { fields: apiFields(error) });
    if (failure.kind === 'noAnswer')
      logError('Checkout: order send got no answer; the same key is kept.', error);
    return refuse(failure);
  }
}

const payInput = z.object({
  lang: langSchema,
  orderId: orderIdSchema,
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
    holder: z.string().max(100),
  }),
});

/** The status page of an order as it is now (after a 409: paid or cancelled meanwhile). */
async function currentStatusHref(lang: Language, orderId: string): Promise<string> {
  try {
    const order = await (await checkoutScope(lang)).order.get(orderId);
    return statusHref(lang, statusRouteOf(order), orderId);
  } catch {
    return statusHref(lang, 'OrderPending', orderId);
  }
}

/**
 * Pays an order that awaits its card payment (POST orders/{id}/payments). The card is checked in
 * form first (domain cardInputSchema: Luhn, expiry, CVC); the provider decides whether it pays.
 */
export async function payOrder(input: unknown): Promise<PayResult> {
  const parsed = payInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'failed' };
  const { lang, orderId, card } = parsed.data;
  const checked = cardInputSchema(new Date()).safeParse(card);
  if (!checked.success) {
    return {
      ok: false,
      reason: 'invalid',
      fields: checked.error.issues.map((i) => ({ field: String(i.path[0] ?? 'number'), message: i.message })),
    };
  }
  const { month, year } = checked.data.expiry;
  try {
    const scope = await checkoutScope(lang);
    const result = await scope.order.pay(orderId, {
      paymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
      card: {
        number: checked.data.number,
        expiry: `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
        cvc: checked.data.cvc,
        ...(card.holder.trim() ? { holder: card.holder.trim() } : {}),
      },
    });
    if (result.state === 'Confirmed') return { ok: true, href: statusHref(lang, 'OrderConfirmed', orderId) };
    // The last decline the order takes gives it up (its products back in the cart): say where it is now.
    if (!result.order.awaitingPayment)
      return {
        ok: false,
        reason: 'notAwaiting',
        href: statusHref(lang, statusRouteOf(result.order), orderId),
      };
    const reason = PAYMENT_DECLINE_REASONS.find((r) => r === result.declineReason) ?? null;
    return { ok: false, reason: 'declined', declineReason: reason };
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      return { ok: false, reason: 'notAwaiting', href: await currentStatusHref(lang, orderId) };
    }
    if (error instanceof HttpError && error.status === 400) {
      const body = apiErrorSchema.safeParse(error.body);
      const fields = (body.success ? (body.data.details?.fields ?? []) : []).map((f) => ({
        field: f.field.replace(/^card\./, ''),
        message: f.message,
      }));
      if (fields.length > 0) return { ok: false, reason: 'invalid', fields };
    }
    logError('Checkout: card payment failed.', error);
    return { ok: false, reason: 'failed' };
  }
}

const cancelInput = z.object({ lang: langSchema, orderId: orderIdSchema });

/**
 * A guest's cart after the payment is given up: the API opened the order's cart again. When the
 * guest's cookie names another cart with rows (they went on shopping after sending), the given-back
 * lines are appended to it, so nothing is lost and the cookie keeps naming the cart they use;
 * otherwise the cookie names the given-back cart. A signed-in buyer's cart is the API's to put back.
 */
async function takeBackGuestCart(lang: Language, orderCartId: string): Promise<void> {
  const scope = await cartScope(lang);
  if (scope.signedIn) return;
  const current = await findCart(scope);
  if (current && current.id !== orderCartId && current.rows.length > 0) {
    await scope.cart.append(current.id, orderCartId, current.version);
    return;
  }
  await rememberCart(scope, orderCartId);
}

/**
 * The buyer leaves the card payment (POST orders/{id}/cancel): the order's payment is cancelled and
 * its stock released; the canceled status page follows. A form action, so it works without script.
 */
export async function cancelPayment(_previous: CancelState, form: FormData): Promise<CancelState> {
  const parsed = cancelInput.safeParse({ lang: form.get('lang'), orderId: form.get('orderId') });
  if (!parsed.success) return { failed: true };
  const { lang, orderId } = parsed.data;
  let target: string;
  try {
    const order = await (await checkoutScope(lang)).order.cancel(orderId);
    await takeBackGuestCart(lang, order.cartId).catch((error: unknown) =>
      logError('Checkout: the given-back cart was not put in the cookie.', error),
    );
    target = statusHref(lang, 'OrderCanceled', orderId);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 409)) {
      logError('Checkout: cancelling the payment failed.', error);
      return { failed: true };
    }
    target = await currentStatusHref(lang, orderId);
  }
  redirect(target);
}

const servicePointsInput = z.object({ lang: langSchema, zipCode: z.string().trim().min(1).max(20) });

/** The service points near a postcode in the visitor's market (nearest first); null when none could be read. */
export async function loadServicePoints(input: unknown): Promise<ServicePoint[] | null> {
  const parsed = servicePointsInput.safeParse(input);
  if (!parsed.success) return null;
  try {
    const scope = await checkoutScope(parsed.data.lang);
    return await scope.metadata.servicePoints(parsed.data.zipCode);
  } catch (error) {
    logError('Checkout: service points not loaded.', error);
    return null;
  }
}
