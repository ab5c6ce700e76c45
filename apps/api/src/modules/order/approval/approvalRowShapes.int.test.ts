import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe } from 'vitest';
import { type ApprovalPerson, approvalTestKit } from '../../../testing/approvalTestBed';
import { orderTestBed, type TestServer } from '../../../testing/orderTestBed';
import { itChecksRowShapes } from '../../../testing/rowShapes';
import { approvalFactsQueries } from '../../company';
import { approvalPeopleQueries } from '../../customer';
import { approvalQueries } from './approvalRepository';

/**
 * Every raw row query of approvals and of the facts they ask other modules for, run through `check`
 * on a company with a waiting order, a denied one and a project attestant.
 */
let api: TestServer;
let companyId: number;
let admin: ApprovalPerson;
let waitingId: string;

beforeAll(async () => {
  const bed = await orderTestBed(1);
  api = bed.api;
  const kit = approvalTestKit(bed);
  const co = await kit.company({ ForceApproval: 'True' });
  companyId = co.companyId;
  admin = await co.person(ROLE.Administrator);
  const buyer = await co.person(ROLE.User);
  waitingId = (await kit.waitingOrder(buyer)).order.id;
  const denied = (await kit.waitingOrder(await co.person(ROLE.User))).order.id;
  await kit.decide(admin.bearer, `${denied}/deny`, { version: 1, message: 'Nej – ę ř ģ õ' });
  await api.handle.db.execute(sql`INSERT INTO company_project_attestants (company_id, project_number, attestant_email)
    VALUES (${companyId}, 'P-ROW', ${admin.email})`);
});

const pendingFilter = () => ({
  kind: 'Approval' as const,
  companyIds: [companyId],
  attestantEmail: null,
  buyer: undefined,
  from: undefined,
  to: undefined,
  minAmount: undefined,
  maxAmount: undefined,
  status: 'All' as const,
  timeZone: 'Europe/Stockholm',
  page: 1,
  pageSize: 10,
});

describe('approval row shapes', () => {
  itChecksRowShapes<typeof approvalQueries>(
    {
      byOrder: (h) => approvalQueries.byOrder.check(h, waitingId),
      locked: (h) => approvalQueries.locked.check(h, waitingId),
      log: (h) => approvalQueries.log.check(h, waitingId),
      pending: (h) => approvalQueries.pending.check(h, pendingFilter()),
      waiting: (h) => approvalQueries.waiting.check(h, 1000, ''),
      exported: (h) => approvalQueries.exported.check(h, [companyId], null, null, 'Europe/Stockholm'),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof approvalPeopleQueries>(
    {
      byEmails: (h) => approvalPeopleQueries.byEmails.check(h, [companyId], [admin.email]),
      byIds: (h) => approvalPeopleQueries.byIds.check(h, [admin.customerId]),
      members: (h) => approvalPeopleQueries.members.check(h, [companyId]),
    },
    () => api.handle,
  );
  itChecksRowShapes<typeof approvalFactsQueries>(
    { projectAttestant: (h) => approvalFactsQueries.projectAttestant.check(h, companyId, 'P-ROW') },
    () => api.handle,
  );
});
