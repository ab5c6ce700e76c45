import type { orderPaymentBodySchema } from '@workwear/contracts';
import { unitOfWork } from '@workwear/db';
import {
  cardInputSchema,
  conflict,
  DomainError,
  getMarketByName,
  invalidInput,
  invalidParameter,
  type Language,
} from '@workwear/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../context/requestContext';
import { inCartMarket } from '../cart';
import { queueConfirmation } from './confirmationMail';
import { accountAfterPayment } from './customerAccount';
import { reachableOrder } from './orderAccess';
import type { OrderDeps } from './orderDeps';
import { releaseUnpaidOrder } from './orderRelease';
import { type OrderRecord, orderRepository } from './orderRepository';
import { awaitsPayment, orderView } from './orderView';
import { providerOf } from './payment/providers';

type PaymentBody = z.output<typeof orderPaymentBodySchema>;

/**
 * Declined attempts after which an order's payment has failed for good: the order is given up and
 * what it held goes back (a card being tried number after number is not a buyer paying).
 */
export const MAX_DECLINED_PAYMENTS = 5;

/** The language an order was sent in: its culture's, in its market. */
export function languageOf(order: OrderRecord): Language {
  const market = getMarketByName(order.market);
  const locale = market?.locales.find((l) => l.cultureCode === order.cultureCode) ?? market?.locales[0];
  if (!locale) throw new Error(`Order ${order.id} of unknown market ${order.market}`);
  return locale.name;
}

/**
 * Whether the paying buyer sees prices in the order's market (HidePrice), as the send decides for
 * invoices; true for an order not found (the payment then answers 404 and queues nothing). Asked
 * before the payment's unit of work: pricing reads through the shared handle, which the embedded
 * database's one connection cannot serve while the transaction holds it.
 */
/**
 * What an answer about the order needs from outside its transaction (on the embedded database the
 * transaction holds the one connection, so a read beside it would wait for it for ever): whether the
 * buyer sees prices, and the time zone the order's dates are shown in.
 */
async function answerFacts(deps: OrderDeps, ctx: RequestContext, orderId: string) {
  const order = await orderRepository.byId(deps.handle, orderId);
  const market = order && getMarketByName(order.market);
  if (!market) return { showPrices: true, timeZone: 'UTC' };
  const [priceContext, timeZone] = await Promise.all([
    deps.pricing.contextFor(inCartMarket(ctx, market)),
    deps.marketTimeZone(market.name),
  ]);
  return { showPrices: priceContext.display.showPrices, timeZone };
}

/** The card as the provider takes it: checked for shape first (400 naming card.number, card.expiry, card.cvc). */
function cardOf(body: PaymentBody, now: Date) {
  if (!body.card) throw invalidParameter('card', 'A card payment needs the card.');
  const parsed = cardInputSchema(now).safeParse(body.card);
  if (!parsed.success) {
    // Named as the body names them: card.number, card.expiry, card.cvc.
    const fields = invalidInput(parsed.error).fields.map((f) => ({ ...f, field: `card.${f.field}` }));
    throw new DomainError(
      'invalid_parameter',
      fields.map((f) => `${f.field}: ${f.message}`).join('; '),
      fields,
    );
  }
  return { ...parsed.data, ...(body.card.holder ? { holder: body.card.holder } : {}) };
}

/**
 * Pays an order that awaits its card payment: the provider answers with the order locked (two
 * payments of one order follow one another, and a paid order is never paid again). Every attempt is
 * a payments row; a decline leaves the order Failed, to be tried again (the fifth gives it up, as a
 * cancel does: MAX_DECLINED_PAYMENTS); a payment that goes through
 * confirms the order and queues its confirmation e-mail in the same transaction.
 */
export async function payOrder(deps: OrderDeps, ctx: RequestContext, orderId: string, body: PaymentBody) {
  const payment = providerOf(deps.providers, body.paymentMethodId);
  if (!payment) throw invalidParameter('paymentMethodId', `Unknown payment method ${body.paymentMethodId}.`);
  const card = payment.provider.needsCard ? cardOf(body, ctx.now) : undefined;
  const { showPrices, timeZone } = await answerFacts(deps, ctx, orderId);
  return unitOfWork(deps.handle, async (tx) => {
    const order = reachableOrder(ctx.principal, await orderRepository.lock(tx, orderId));
    if (!awaitsPayment(order))
      throw conflict('The order does not await a payment.', orderView(order, timeZone));
    if (order.paymentMethodId !== payment.method.id)
      throw invalidParameter('paymentMethodId', `The order is paid with method ${order.paymentMethodId}.`);
    const outcome = await payment.provider.pay({
      orderId: order.id,
      orderNo: order.orderNo,
      amount: order.totals.totalGross,
      currency: order.totals.currency,
      methodId: payment.method.id,
      ...(card ? { card } : {}),
      now: ctx.now,
    });
    await orderRepository.insertPayment(tx, {
      orderId: order.id,
      provider: payment.provider.name,
      methodId: payment.method.id,
      state: outcome.state,
      amount: order.totals.totalGross,
      currency: order.totals.currency,
      reference: outcome.reference,
      error: outcome.state === 'Failed' ? outcome.declineReason : null,
    });
    await orderRepository.setPaymentState(tx, order.id, outcome.state);
    if (
      outcome.state === 'Failed' &&
      (await orderRepository.declinedPayments(tx, order.id)) >= MAX_DECLINED_PAYMENTS
    ) {
      // Failed for good: the order is given up as a cancel would give it up (stock, use, cart back).
      const given = orderView(await releaseUnpaidOrder(tx, order), timeZone);
      return { state: outcome.state, declineReason: outcome.declineReason, order: given };
    }
    const view = orderView({ ...order, paymentState: outcome.state }, timeZone);
    if (outcome.state === 'Confirmed') {
      const place = {
        market: order.market,
        language: languageOf(order),
        origin: deps.publicOriginOf(order.market),
        now: ctx.now,
        showPrices,
      };
      await queueConfirmation(tx, view, place);
      await accountAfterPayment(tx, view, place);
      return { state: outcome.state, order: view };
    }
    return { state: outcome.state, declineReason: outcome.declineReason, order: view };
  });
}

/**
 * The buyer leaves the card payment: the payment is Cancelled, the order's status goes back to
 * Default, and the stock and promotion use it held are given back (releaseUnpaidOrder), in one unit of work.
 */
export async function cancelOrder(deps: OrderDeps, ctx: RequestContext, orderId: string) {
  const { timeZone } = await answerFacts(deps, ctx, orderId);
  return unitOfWork(deps.handle, async (tx) => {
    const order = reachableOrder(ctx.principal, await orderRepository.lock(tx, orderId));
    if (!awaitsPayment(order))
      throw conflict('The order is paid or already cancelled.', orderView(order, timeZone));
    return orderView(await releaseUnpaidOrder(tx, order), timeZone);
  });
}
