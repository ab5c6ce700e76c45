import type { OrderView, orderSendBodySchema, ServicePoint } from '@workwear/contracts';
import { SQL_STATE, sqlStateOf, type TransactionHandle } from '@workwear/db';
import {
  buyerDeliveryGroupId,
  type CompanySettings,
  DomainError,
  invalidParameter,
  isCheckoutActive,
  isPunchOutSession,
  isSalesTaxMarket,
  missingOrderReferences,
  notFound,
  ORDER_LINE_STATUS,
  ORDER_STATUS,
  type OrderRefusal,
  paymentMethodsFor,
  skusOverReservationCap,
  type TaxLocationInput,
} from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext } from '../../context/requestContext';
import {
  type CartEnvironment,
  findReachableCart,
  lockCartForSend,
  markCartOrdered,
  readyEnvironment,
} from '../cart';
import { promotionRepository } from '../promotion';
import { stockRepository, takeStock } from '../stock';
import { amountLimitApproval, approvalFor } from './approval/approvalGate';
import { keepOrReplaceWaiting, writeApprovalRequest } from './approval/approvalSend';
import { type ApprovalSnapshot, snapshotHash } from './approval/approvalSnapshot';
import { type CheckoutInput, checkoutInput } from './checkoutInput';
import { type CheckoutFacts, checkoutRepository, type DeliveryEntry } from './checkoutRepository';
import { queueConfirmation } from './confirmationMail';
import { accountAfterPayment, requestCustomerAccount } from './customerAccount';
import { chosenDeliveryAddress } from './deliveryAddressChoice';
import type { OrderDeps } from './orderDeps';
import { cartRefusal, pricedOrderOf, priceOrder, stockNeeded, stockRefusal } from './orderPricing';
import { OrderRefused, refusalOf, refused, reservationCapRefusal } from './orderRefused';
import { type AddressSnapshot, type NewOrder, orderRepository } from './orderRepository';
import { orderView, type PricedOrder } from './orderView';
import type { PaymentProvider } from './payment/provider';
import { providerOf } from './payment/providers';
import { purchaseEvent } from './purchaseEvent';
import { namedServicePoint, servicePointOfOrder } from './servicePointChoice';
import { limitsOfSend, type SendLimits, type SendSpend, sendLimitsOf } from './spend';

export type SendBody = z.output<typeof orderSendBodySchema>;

/** How long a send waits for the cart's lock before answering 38 CartIsLocked. */
export const CART_LOCK_TIMEOUT = '5s';

/** Everything a send knows before its transaction: checked input, the cart's environment, settings. */
export interface PreparedSend {
  ctx: MarketRequestContext;
  env: CartEnvironment;
  body: SendBody;
  input: CheckoutInput;
  methodId: number;
  provider: PaymentProvider;
  company: CompanySettings | null;
  klevu: boolean;
  ipAddress: string | null;
  /** Units of one sku a guest's or consumer's order may take (the market's MaxConsumerQuantityPerSku). */
  reservationCap: number;
  /** The service point the payload names, looked up (checked against the method in the transaction). */
  servicePoint: ServicePoint | null;
  /**
   * The market's time zone the answer's dates are in, read here: a settings read inside the
   * transaction would wait for the one connection the transaction holds on the embedded database.
   */
  marketTimeZone: string;
  /** A business buyer's amount limits when the company has UseAmountLimit on (issue 28), else null. */
  limits: SendLimits | null;
}

/**
 * The part of a send that needs no lock, read before the transaction (on the embedded database the
 * transaction holds the one connection): the payload's market (resolved by sendOrder) and its
 * checkout (403 where it is closed), the cart's market and environment (404 for anyone else's
 * cart), the company's settings, the payload's fields (400 naming each), the delivery address the
 * order goes to (the company's locked one, or a saved one the payload names and the buyer may use) and
 * the payment method (400 when the buyer may not pay with it).
 */
export async function prepareSend(
  deps: OrderDeps,
  ctx: MarketRequestContext,
  body: SendBody,
  ipAddress: string | null,
): Promise<PreparedSend> {
  if (!isCheckoutActive(ctx.market, deps.environment))
    throw new DomainError('forbidden', `Checkout is not open in market ${ctx.market.marketId}.`);
  const cartMarket = await deps.caches.cartMarkets.get(
    body.cartId,
    async () => (await findReachableCart(deps.handle, ctx, body.cartId)).market,
  );
  if (cartMarket !== ctx.market.name)
    throw invalidParameter('marketId', `The cart belongs to another market (${cartMarket.toUpperCase()}).`);
  const env = await readyEnvironment(deps, ctx, { market: cartMarket });
  const company = env.companyId === null ? null : await deps.companySettingsOf(env.companyId);
  const b2b = env.audience === 'b2b';
  const checked = checkoutInput(body, ctx.market, {
    chooseDeliveryCountry: company?.ActivateChooseDeliveryCountryInCheckout ?? false,
    b2b,
    formViewRules: company?.FormViewRules ?? [],
    weeklyDelivery: b2b && (company?.ActivateWeeklyDelivery ?? false),
    testOrders: b2b,
  });
  const deliveryAddress = await chosenDeliveryAddress(deps.savedAddresses, ctx, {
    env,
    company,
    address: checked.deliveryAddress,
    addressId: body.deliveryAddress.addressId,
  });
  const input = { ...checked, deliveryAddress };
  const allowed = paymentMethodsFor({
    audience: env.audience,
    allowInvoice: company?.AllowInvoicePayment ?? false,
  });
  const payment = providerOf(deps.providers, body.paymentMethodId);
  if (!payment || !allowed.some((m) => m.id === payment.method.id))
    throw invalidParameter(
      'paymentMethodId',
      `Payment method ${body.paymentMethodId} is not offered to this buyer.`,
    );
  if (body.createCustomerAccount && (ctx.principal.kind !== 'anonymous' || env.audience === 'b2b'))
    throw invalidParameter('createCustomerAccount', 'Only a guest consumer can ask for an account.');
  const servicePoint = await namedServicePoint(deps.servicePoints, env.market.name, body.servicePointId);
  const klevu = (await deps.features.flag(ctx.market, 'UseKlevu')).enabled;
  const { maxConsumerQuantityPerSku } = await deps.pricing.marketSettingsOf(ctx.market.marketId);
  const marketTimeZone = await deps.marketTimeZone(cartMarket);
  const limits = b2b ? await sendLimitsOf(deps, ctx.principal, env.companyId, company) : null;
  return {
    ctx,
    env,
    body,
    input,
    methodId: payment.method.id,
    provider: payment.provider,
    company,
    klevu,
    ipAddress,
    reservationCap: maxConsumerQuantityPerSku,
    servicePoint,
    marketTimeZone,
    limits,
  };
}

/** What refuses the buyer and the delivery before pricing: 36, 27, 3, 24, 26, 16, 14. */
function buyerRefusal(p: PreparedSend, facts: CheckoutFacts): OrderRefusal | undefined {
  const { env, input, company } = p;
  // A punch-out cart goes back to the procurement system, not out as an order; until that transfer
  // exists there is no hook URL to send it to, and the shop must not order past the buyer's system.
  if (isPunchOutSession(p.ctx.principal)) return refusalOf('HookUrlIsMissing');
  if (env.audience === 'b2b') {
    if (company?.DisableCheckout) return refusalOf('CheckoutDisabled');
    if (facts.company?.blocked) return refusalOf('CompanyIsBlocked');
    const otherCompany = input.buyer.companyId !== null && input.buyer.companyId !== env.companyId;
    if (otherCompany || (input.buyer.id !== null && !facts.buyerIsMember)) return refusalOf('BuyerMustExist');
    const missing = missingOrderReferences(
      {
        useProjectNumber: company?.UseProjectNumber ?? false,
        useOrderNumber: company?.UseOrderNumber ?? false,
      },
      {
        projectNumber: String(input.metadata.SalesRef ?? ''),
        orderNumber: String(input.metadata.OrderNumber ?? ''),
      },
    );
    if (missing.length > 0) return refusalOf('ProjectOrOrderNumberDoesNotExist');
  }
  const delivery = deliveryRefusal(p.body.deliveryMethod, env, facts);
  if (delivery) return delivery;
  if (facts.entry?.requiresCellphone && !input.buyer.cellphone)
    return refusalOf('DeliveryMethodRequiresCustomerBuyerCellphone');
  return undefined;
}

/**
 * 16 unless the entry exists, names the method and group the payload names, and is in the buyer's
 * group for the cart's market (the domain's buyerDeliveryGroupId, as the metadata call offers it).
 */
export function deliveryRefusal(
  chosen: { deliveryMethodId: number; deliveryGroupId: number; deliveryGroupEntryId: number },
  env: CartEnvironment,
  facts: CheckoutFacts,
): OrderRefusal | undefined {
  const { entry } = facts;
  const group = buyerDeliveryGroupId(
    env.market.name,
    facts.company?.deliveryGroup ?? null,
    facts.defaultGroupId,
  );
  const fits =
    entry !== null &&
    entry.methodId === chosen.deliveryMethodId &&
    entry.groupId === chosen.deliveryGroupId &&
    entry.groupMarket === env.market.name &&
    entry.groupId === group;
  return fits ? undefined : refusalOf('DeliveryMethodNotFound');
}

/**
 * A business order's address names the buyer's company on its first line (the confirmation, the
 * e-mail and so the parcel's label): the company's name as the shop holds it, never the payload's.
 */
function withCompany(address: AddressSnapshot, env: CartEnvironment, facts: CheckoutFacts): AddressSnapshot {
  return { ...address, companyName: env.audience === 'b2b' ? (facts.company?.name ?? null) : null };
}

/** Where sales tax is computed in the US and Canada: the delivery address. */
export function taxLocationOf(
  env: CartEnvironment,
  input: Pick<CheckoutInput, 'deliveryAddress'>,
): TaxLocationInput | undefined {
  if (!isSalesTaxMarket(env.market)) return undefined;
  const a = input.deliveryAddress;
  return {
    line1: a.addressLine1,
    zipCode: a.zipCode,
    city: a.city,
    countryCode: a.countryCode,
    region: a.region ?? '',
  };
}

/** Locks the cart for the send; another send or change holding it past the timeout is 38. */
async function lockCart(tx: TransactionHandle, p: PreparedSend) {
  await orderRepository.setLockTimeout(tx, CART_LOCK_TIMEOUT);
  try {
    return await lockCartForSend(tx, p.ctx, p.body.cartId);
  } catch (error) {
    if (sqlStateOf(error) === SQL_STATE.lockNotAvailable) throw refused('CartIsLocked');
    throw error;
  }
}

type SendAnswer = { status: 200 | 201; body: OrderView };

/**
 * The send itself, in sendOrder's unit of work (the one that holds its idempotency key): lock the
 * cart, answer its order if it has one, check everything again, price again through the cart's
 * evaluation, lock and take the stock in sku order, write the order with its lines and reservations,
 * mark the cart ordered, hold its promotion use for good, and queue what follows (confirmation e-mail
 * for invoice orders, the account of a guest who asked for one, the purchase event). A refusal is
 * thrown (OrderRefused) so nothing of it stays.
 */
export async function sendInTransaction(
  deps: OrderDeps,
  tx: TransactionHandle,
  p: PreparedSend,
): Promise<SendAnswer> {
  const cart = await lockCart(tx, p);
  const facts = await checkoutRepository.facts(tx, {
    entryId: p.body.deliveryMethod.deliveryGroupEntryId,
    market: p.env.market.name,
    companyId: p.env.companyId,
    buyerId: p.input.buyer.id,
  });
  if (cart.status === 'ordered') {
    const answered = await existingOrderAnswer(tx, p, cart.id, facts);
    if (answered) return answered;
  }
  const priced = await pricedSend(deps, tx, p, cart, facts);
  // Amount limits (issue 28): judged before the stock is locked, the one lock order being cart,
  // limits, stock; refused with 4 or 5, else the spend is written with the order below.
  const spend = await limitsOfSend(tx, p.limits, priced.order, p.ctx.now);
  const locked = await stockRepository.lockStock(
    tx,
    priced.needed.map((n) => n.sku),
  );
  const short = stockRefusal(priced.needed, locked);
  if (short) throw new OrderRefused(short);
  const request = (await approvalOfSend(tx, p)) ?? (await amountLimitRequestOf(tx, p, spend));
  // An order that waits for approval takes no stock and starts no payment until it is approved.
  if (!request) await takeStock(tx, priced.needed, locked);
  const newOrder = newOrderOf(p, cart.id, facts, priced, request !== null);
  const inserted = await orderRepository.insert(tx, newOrder);
  // A waiting order holds its amount; the approval turns the hold into a spend (settleHolds).
  await spend?.record(inserted.id, request ? 'hold' : 'spend');
  await markCartOrdered(tx, cart.id, priced.taxLocation);
  const { ev } = priced;
  const coded = ev.applied.find((a) => a.definition.code !== null && a.definition.code === ev.code);
  // The use was held when the code was applied; held again here so it counts for good.
  if (coded) await promotionRepository.holdUse(tx, coded.definition.id, cart.id);

  // Read back as every later answer reads it (each line's co-worker and product page named), so the
  // send's answer, its e-mail and GET's are the same order.
  const record = await orderRepository.byId(tx, inserted.id);
  if (!record) throw new Error(`order ${inserted.id} not read back in its own transaction`);
  const view = orderView(record, p.marketTimeZone);
  const origin = deps.publicOriginOf(p.env.market.name);
  if (request) {
    const approval = await writeApprovalRequest(tx, view, {
      request: request.request,
      settings: request.settings,
      companyId: request.companyId,
      buyerCustomerId: newOrder.customerId,
      snapshotHash: snapshotHash(snapshotOfNew(newOrder, priced.order)),
      language: p.ctx.language,
      origin,
    });
    return { status: 201, body: { ...view, approval } };
  }
  await afterSend(deps, tx, p, view, origin);
  return { status: 201, body: view };
}

/**
 * A cart already ordered: its order as it is (200), or null when it was a waiting order with another
 * delivery, replaced here (keepOrReplaceWaiting), and the send goes on to write the new one.
 */
async function existingOrderAnswer(
  tx: TransactionHandle,
  p: PreparedSend,
  cartId: string,
  facts: CheckoutFacts,
): Promise<SendAnswer | null> {
  const existing = await orderRepository.byCart(tx, cartId);
  if (!existing) throw notFound('Cart');
  const outcome = await keepOrReplaceWaiting(tx, existing, deliveryOfSend(p, facts));
  if (outcome === 'replaced') return null;
  return { status: 200, body: orderView(existing, p.marketTimeZone, outcome.kept) };
}

/** The send's checks before pricing (the service point among them), its pricing, and the stock it needs (refused: thrown). */
async function pricedSend(
  deps: OrderDeps,
  tx: TransactionHandle,
  p: PreparedSend,
  cart: Parameters<typeof priceOrder>[3],
  facts: CheckoutFacts,
) {
  const { env, input, body } = p;
  const before = buyerRefusal(p, facts);
  if (before) throw new OrderRefused(before);
  const entry = facts.entry as DeliveryEntry;
  const servicePoint = servicePointOfOrder(entry.carrierCode, p.servicePoint);
  const taxLocation = taxLocationOf(env, input);
  const ev = await priceOrder(deps, tx, env, cart, { entry, taxLocation });
  const refusal = await cartRefusal(tx, env, ev, entry);
  if (refusal) throw new OrderRefused(refusal);
  const order = pricedOrderOf(env, ev, body.useIncVat);
  const needed = stockNeeded(order.lines);
  const overCap = skusOverReservationCap(env.audience, needed, p.reservationCap);
  if (overCap.length > 0) throw new OrderRefused(reservationCapRefusal(overCap, p.reservationCap));
  return { entry, servicePoint, taxLocation, ev, order, needed };
}

/** The order to write: waiting (status 0, lines Waiting, no reservations) when it needs approval. */
function newOrderOf(
  p: PreparedSend,
  cartId: string,
  facts: CheckoutFacts,
  priced: Awaited<ReturnType<typeof pricedSend>>,
  waits: boolean,
): NewOrder {
  const { env, input, body } = p;
  const { entry, servicePoint, order, needed } = priced;
  return {
    cartId,
    market: env.market.name,
    cultureCode: p.ctx.cultureCode,
    customerId: p.ctx.principal.kind === 'customer' ? p.ctx.principal.customerId : null,
    companyId: env.companyId,
    // A business buyer's order is their company's, whether or not the payload names it.
    buyer: { ...input.buyer, companyId: input.buyer.companyId ?? env.companyId },
    deliveryAddress: withCompany(input.deliveryAddress, env, facts),
    invoiceAddress: input.invoiceAddress && withCompany(input.invoiceAddress, env, facts),
    deliveryMethodId: entry.methodId,
    deliveryGroupId: entry.groupId,
    deliveryGroupEntryId: entry.entryId,
    deliveryMethodName: entry.names[p.ctx.language] ?? entry.names.en ?? Object.values(entry.names)[0] ?? '',
    carrierCode: entry.carrierCode,
    servicePoint,
    paymentMethodId: p.methodId,
    paymentState: waits ? 'Default' : p.provider.startsAs,
    status: waits ? ORDER_STATUS.Default : ORDER_STATUS.Received,
    metadata: input.metadata,
    comment: input.comment,
    isTestOrder: body.isTestOrder,
    useIncVat: body.useIncVat,
    deliveryType: body.deliveryType ?? null,
    source: body.Source ?? null,
    ipAddress: p.ipAddress,
    totals: order.totals,
    promotions: [...order.promotions],
    lines: order.lines.map((l) => (waits ? { ...l, status: ORDER_LINE_STATUS.Waiting } : l)),
    reservations: waits ? [] : needed,
  };
}

/**
 * What follows an order that did not wait: the guest's account request, and for a payment confirmed
 * at once (invoice) its payment row, the confirmation e-mail and the account after payment; then the
 * purchase event where the market has UseKlevu on.
 */
async function afterSend(
  deps: OrderDeps,
  tx: TransactionHandle,
  p: PreparedSend,
  view: OrderView,
  origin: string,
): Promise<void> {
  if (p.body.createCustomerAccount) await requestCustomerAccount(tx, view.id);
  if (p.provider.startsAs === 'Confirmed') {
    await orderRepository.insertPayment(tx, {
      orderId: view.id,
      provider: p.provider.name,
      methodId: p.methodId,
      state: 'Confirmed',
      amount: view.totals.totalGross,
      currency: view.currency,
      reference: `${p.provider.name}-${view.orderNo}`,
      error: null,
    });
    await queueConfirmation(tx, view, {
      language: p.ctx.language,
      origin,
      showPrices: p.env.priceContext.display.showPrices,
    });
    const place = { market: p.env.market.name, language: p.ctx.language, origin, now: p.ctx.now };
    await accountAfterPayment(tx, view, place);
  }
  if (p.klevu) await deps.analytics.record(tx, purchaseEvent(view, p.ctx, p.ipAddress ?? 'unknown'));
}

/** The delivery a send names, as an approval compares it (a re-send with another replaces the waiting order). */
function deliveryOfSend(p: PreparedSend, facts: CheckoutFacts): ApprovalSnapshot['delivery'] | null {
  if (!facts.entry) return null;
  return {
    methodId: facts.entry.methodId,
    address: withCompany(p.input.deliveryAddress, p.env, facts),
    servicePointId: servicePointOfOrder(facts.entry.carrierCode, p.servicePoint)?.id ?? null,
  };
}

/** The snapshot an approval is bound to, of the order being written. */
export const snapshotOfNew = (o: NewOrder, priced: PricedOrder): ApprovalSnapshot => ({
  lines: priced.lines,
  totals: priced.totals,
  promotions: priced.promotions,
  delivery: {
    methodId: o.deliveryMethodId,
    address: o.deliveryAddress,
    servicePointId: o.servicePoint?.id ?? null,
  },
});

/** An order over a customer's limit that waits for their AmountLimitAttestants (kind AmountLimit); null otherwise. */
async function amountLimitRequestOf(tx: TransactionHandle, p: PreparedSend, spend: SendSpend | null) {
  if (!spend?.attestantEmails || p.env.companyId === null || !p.company) return null;
  const request = await amountLimitApproval(tx, p.env.companyId, spend.attestantEmails);
  return { request, settings: p.company, companyId: p.env.companyId };
}

/** Whether a business buyer's order waits for approval, and whose (approvalFor); null for everyone else. */
async function approvalOfSend(tx: TransactionHandle, p: PreparedSend) {
  const { principal } = p.ctx;
  if (p.env.audience !== 'b2b' || p.env.companyId === null || !p.company || principal.kind !== 'customer')
    return null;
  const buyer = { customerId: principal.customerId, companyId: p.env.companyId, role: principal.role };
  const request = await approvalFor(tx, p.company, buyer, String(p.input.metadata.SalesRef ?? ''));
  return request && { request, settings: p.company, companyId: p.env.companyId };
}
