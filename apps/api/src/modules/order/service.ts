import type { orderListQuerySchema } from '@workwear/contracts';
import { type ApprovalKind, buyerTimeZone, DomainError } from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext, RequestContext } from '../../context/requestContext';
import { approveOrder, denyOrder, withdrawOrder } from './approval/approvalDecisions';
import { approvalLog, exportDecisions, pendingOrders } from './approval/approvalLists';
import { readApproval } from './approval/approvalRead';
import { orderOwnerOf } from './orderAccess';
import type { OrderDeps } from './orderDeps';
import { orderHistoryRows } from './orderHistoryRows';
import { cancelOrder, payOrder } from './orderPayments';
import { orderRepository } from './orderRepository';
import { orderSummary } from './orderSummary';
import { presentOrder } from './orderView';
import { reorder } from './reorder';
import { type SendRequest, sendOrder } from './sendOrder';
import { groupedCartTotal } from './spend/groupedCartTotal';

type ListQuery = z.output<typeof orderListQuerySchema>;

/**
 * The order service (spec §7 Order): send (exactly once per idempotency key), the summary before it,
 * the buyer's history and orders, payment, cancel and reorder. Every order is checked against the
 * principal (404 for anyone else's).
 */
export function createOrderService(deps: OrderDeps) {
  return {
    send: (ctx: RequestContext, request: SendRequest) => sendOrder(deps, ctx, request),
    summary: (ctx: MarketRequestContext, body: Parameters<typeof orderSummary>[2]) =>
      orderSummary(deps, ctx, body),
    groupedCartTotal: (ctx: MarketRequestContext, body: Parameters<typeof groupedCartTotal>[2]) =>
      groupedCartTotal(deps, ctx, body),

    async list(ctx: RequestContext, query: ListQuery) {
      const owner = orderOwnerOf(ctx.principal);
      if (!owner) throw new DomainError('unauthenticated', 'Sign in to see your orders.');
      const { rows, total } = await orderHistoryRows(deps.handle, owner, query);
      const zones = new Map<string, string>();
      for (const market of new Set(rows.map((r) => r.market)))
        zones.set(market, await deps.marketTimeZone(market));
      return {
        results: rows.map(({ total: _total, market, deliveryCountry, deliveryRegion, ...r }) => ({
          ...r,
          dispatchNumber: null,
          timeZone: buyerTimeZone(market, zones.get(market) ?? '', {
            countryCode: deliveryCountry,
            region: deliveryRegion,
          }),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    async get(ctx: RequestContext, id: string) {
      const order = await orderRepository.byId(deps.handle, id);
      const read = await readApproval(deps.handle, deps.companySettingsOf, ctx.principal, order);
      return presentOrder(deps, read.order, read.approval);
    },
    approve: (ctx: RequestContext, id: string, body: Parameters<typeof approveOrder>[3]) =>
      approveOrder(deps, ctx, id, body),
    deny: (ctx: RequestContext, id: string, body: Parameters<typeof denyOrder>[3]) =>
      denyOrder(deps, ctx, id, body),
    withdraw: (ctx: RequestContext, id: string, body: Parameters<typeof withdrawOrder>[3]) =>
      withdrawOrder(deps, ctx, id, body),
    approvalLog: (ctx: RequestContext, id: string) => approvalLog(deps, ctx, id),
    pendingOrders: (ctx: RequestContext, kind: ApprovalKind, query: Parameters<typeof pendingOrders>[3]) =>
      pendingOrders(deps, ctx, kind, query),
    exportDecisions: (ctx: RequestContext, query: Parameters<typeof exportDecisions>[2]) =>
      exportDecisions(deps, ctx, query),
    pay: (ctx: RequestContext, id: string, body: Parameters<typeof payOrder>[3]) =>
      payOrder(deps, ctx, id, body),
    cancel: (ctx: RequestContext, id: string) => cancelOrder(deps, ctx, id),
    reorder: (ctx: MarketRequestContext, id: string, body: Parameters<typeof reorder>[3]) =>
      reorder(deps, ctx, id, body),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
