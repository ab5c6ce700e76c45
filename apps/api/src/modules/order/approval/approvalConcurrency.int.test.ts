import { ONE_CONNECTION } from '@workwear/db/testing';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { approvalTestKit } from '../../../testing/approvalTestBed';
import { orderApi, SWEDISH_ADDRESS } from '../../../testing/orderApi';
import { orderTestBed, type TestServer } from '../../../testing/orderTestBed';

/**
 * Decisions on one waiting order under truly concurrent HTTP calls (docs/companies/approvals-and-limits.md:
 * every decision reads and bumps the approval's version under its row lock), on the PostgreSQL server
 * only: PGlite has one connection, so its requests follow one another.
 */
const onServer = inject('databaseUrl') !== undefined;
const ROUNDS = 5;

let api: TestServer;
let kit: ReturnType<typeof approvalTestKit>;

beforeAll(async () => {
  if (!onServer) return;
  const bed = await orderTestBed(1);
  api = bed.api;
  kit = approvalTestKit(bed);
});

type Call = {
  kind: 'approve' | 'deny' | 'withdraw' | 'sameDelivery' | 'otherDelivery';
  run: () => Promise<{ status: number }>;
};

describe('20 concurrent approve, deny, withdraw and re-send calls on one waiting order', () => {
  it(`decide it exactly once and leave at most one live order for the cart, ${ROUNDS} rounds, no 5xx`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    for (let round = 0; round < ROUNDS; round++) {
      const co = await kit.company({ ForceApproval: 'True' });
      const admin = await co.person(ROLE.Administrator);
      const buyer = await co.person(ROLE.User);
      const { cart, order } = await kit.waitingOrder(buyer, 1);
      const orders = orderApi(api.baseUrl, buyer.bearer);
      const moved = { deliveryAddress: { ...SWEDISH_ADDRESS, addressLine1: `Storgatan ${round + 2}` } };
      const calls: Call[] = [];
      for (let i = 0; i < 4; i++) {
        calls.push({
          kind: 'approve',
          run: () => kit.decide(admin.bearer, `${order.id}/confirm`, { version: 1 }),
        });
        calls.push({
          kind: 'deny',
          run: () =>
            kit.decide(admin.bearer, `${order.id}/deny`, { version: 1, message: 'Nej tack – ę ř ģ õ' }),
        });
        calls.push({
          kind: 'withdraw',
          run: () => kit.decide(buyer.bearer, `${order.id}/withdraw`, { version: 1 }),
        });
        calls.push({ kind: 'sameDelivery', run: () => orders.send(kit.businessBody(cart, buyer)) });
        calls.push({ kind: 'otherDelivery', run: () => orders.send(kit.businessBody(cart, buyer, moved)) });
      }
      const answers = await Promise.all(
        calls.map(async (c) => ({ kind: c.kind, status: (await c.run()).status })),
      );
      const seen = answers.map((a) => `${a.kind}:${a.status}`).join(' ');
      expect(
        answers.every((a) => a.status < 500),
        seen,
      ).toBe(true);

      // The original order's approval left Waiting once: one step after the request, at version 2.
      const [approval] = await api.handle.rows<{
        status: string;
        cancel_reason: string | null;
        version: number;
      }>(sql`SELECT status, cancel_reason, version FROM order_approvals WHERE order_id = ${order.id}::uuid`);
      expect(approval?.status, seen).not.toBe('Waiting');
      expect(approval?.version, seen).toBe(2);
      const [steps] = await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_approval_decisions WHERE order_id = ${order.id}::uuid`,
      );
      expect(steps?.n, seen).toBe(2);
      // Exactly one decisive outcome: one decision answered 200, or none and a re-send replaced it.
      const decided = answers.filter(
        (a) => a.kind !== 'sameDelivery' && a.kind !== 'otherDelivery' && a.status === 200,
      );
      const replaced = approval?.cancel_reason === 'DeliveryChanged' ? 1 : 0;
      expect(decided.length + replaced, seen).toBe(1);
      for (const a of answers.filter(
        (x) => x.kind === 'approve' || x.kind === 'deny' || x.kind === 'withdraw',
      ))
        expect([200, 409], seen).toContain(a.status);

      const [live] = await api.handle.rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart.id}::uuid AND payment_state <> 'Cancelled'`);
      expect(live?.n, seen).toBeLessThanOrEqual(1);
      // Every other order of the cart ended its approval too: none waits beside the live one.
      const [waiting] = await api.handle.rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM order_approvals a JOIN orders o ON o.id = a.order_id
        WHERE o.cart_id = ${cart.id}::uuid AND a.status = 'Waiting'`);
      expect(waiting?.n, seen).toBeLessThanOrEqual(1);
    }
  });
});
