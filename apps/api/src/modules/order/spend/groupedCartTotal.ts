import type { GroupedCartTotal, groupedCartTotalBodySchema } from '@workwear/contracts';
import {
  type CompanySettings,
  DomainError,
  invalidParameter,
  limitPreview,
  limitVisibility,
  toPoints,
} from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext } from '../../../context/requestContext';
import { cartView, findReachableCart, readyEnvironment } from '../../cart';
import { checkoutRepository } from '../checkoutRepository';
import type { OrderDeps } from '../orderDeps';
import { priceOrder } from '../orderPricing';
import { deliveryRefusal } from '../orderSend';
import { approvalPreview, peopleOf } from './approvalPreview';
import { limitDepsOf, limitFacts, type ShareFacts, verdictOf } from './limits';
import { sharesOf } from './shares';

type Body = z.output<typeof groupedCartTotalBodySchema>;
type Figures = GroupedCartTotal['company'] & {};

/** A limit's figures; without a limit nothing remains to compute, and nothing is over. */
const figuresOf = (limit: number | null, used: number, thisCart: number): Figures =>
  limit === null
    ? { limit: null, used, thisCart, remaining: null, over: false }
    : limitPreview(limit, used, thisCart);

/** The same figures in points (hundredths) when the company shows points, else null. */
function pointsOf(figures: Figures, settings: CompanySettings) {
  const points = (minor: number | null) => (minor === null ? null : toPoints(minor, settings));
  const used = points(figures.used);
  const thisCart = points(figures.thisCart);
  if (used === null || thisCart === null) return null;
  return { limit: points(figures.limit), used, thisCart, remaining: points(figures.remaining) };
}

/** The price of the cart's delivery: the method the body names (checked as send checks it), else the cart's. */
async function chosenEntry(deps: OrderDeps, env: Awaited<ReturnType<typeof readyEnvironment>>, body: Body) {
  if (!body.deliveryMethod) return null;
  const facts = await checkoutRepository.facts(deps.handle, {
    entryId: body.deliveryMethod.deliveryGroupEntryId,
    market: env.market.name,
    companyId: env.companyId,
    buyerId: null,
  });
  if (deliveryRefusal(body.deliveryMethod, env, facts))
    throw invalidParameter(
      'deliveryMethod',
      'The delivery method is not offered to this buyer in this market.',
    );
  return facts.entry;
}

/**
 * POST amountlimit/cart (spec §7, §9): the cart's total ex VAT grouped by the customer each row is
 * for, with each one's limit, what the period has used and what would remain, the company's own
 * limit, and whether a send now would wait for approval (docs/companies/approvals-and-limits.md).
 * Priced by the checkout's one pricing function; writes nothing. Only business buyers of a company
 * with UseAmountLimit see figures; everyone else gets visibility hidden.
 */
export async function groupedCartTotal(
  deps: OrderDeps,
  ctx: MarketRequestContext,
  body: Body,
): Promise<GroupedCartTotal> {
  if (ctx.principal.kind === 'anonymous')
    throw new DomainError('unauthenticated', 'Sign in to see the cart against your amount limit.');
  const cart = await findReachableCart(deps.handle, ctx, body.cartId);
  const env = await readyEnvironment(deps, ctx, cart);
  const { principal } = ctx;
  const settings = env.companyId === null ? null : await deps.companySettingsOf(env.companyId);
  const hidden: GroupedCartTotal = {
    currency: env.market.currency.code,
    period: settings?.AmountLimitPeriod ?? 'Month',
    visibility: 'hidden',
    customers: [],
    company: null,
    approval: { needed: false, kind: null, attestants: [], refusalCode: null },
  };
  if (env.audience !== 'b2b' || principal.kind !== 'customer' || env.companyId === null || !settings)
    return hidden;
  const visibility = limitVisibility(settings, principal.role, principal.superCustomerAdmin);
  const limits = await limitDepsOf(deps, env.companyId, settings);
  if (visibility === 'hidden' || !limits) return hidden;

  const entry = await chosenEntry(deps, env, body);
  const ev = await priceOrder(deps, deps.handle, env, cart, { entry });
  const rows = cartView(env, ev).rows.map((r) => ({
    rowId: r.id,
    coWorkerId: r.coWorkerId,
    lineNet: r.line.net,
    discountNet: r.discount.net,
  }));
  const buyer = { customerId: principal.customerId, role: principal.role };
  const shares = sharesOf({ buyerId: buyer.customerId, rows, totals: ev.totals });
  const facts = await limitFacts(deps.handle, limits, {
    companyId: env.companyId,
    at: ctx.now,
    buyer,
    shares,
  });
  const attestants = await approvalPreview(deps.handle, {
    settings,
    companyId: env.companyId,
    buyer,
    projectNumber: ev.metadata.find((m) => m.key === 'SalesRef')?.value ?? '',
    verdict: verdictOf(facts),
  });
  const named = await peopleOf(
    deps.handle,
    facts.customers.flatMap((c) => (c.attestantEmail === null ? [] : [c.attestantEmail])),
  );
  const shareOf = (c: ShareFacts) => {
    const figures = figuresOf(c.checked ? c.limit : null, c.used, c.amount);
    return {
      ...figures,
      customerId: c.customerId,
      name: c.name,
      points: pointsOf(figures, settings),
      attestant: named.find((a) => a.email.toLowerCase() === c.attestantEmail) ?? null,
      rowIds: [...c.rowIds],
    };
  };
  const { company } = facts;
  return {
    ...hidden,
    visibility,
    customers: facts.customers.map(shareOf),
    company: company.limit === null ? null : figuresOf(company.limit, company.used, company.thisOrder),
    approval: attestants,
  };
}
