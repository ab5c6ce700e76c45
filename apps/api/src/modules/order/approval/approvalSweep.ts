import { type DatabaseHandle, type TransactionHandle, unitOfWork } from '@workwear/db';
import type { CompanySettings } from '@workwear/domain';
import type { Logger } from '../../../logger';
import { lockCartOfOrder } from '../../cart';
import { companyChainOf } from '../../company';
import { approvalPeople } from '../../customer';
import { languageOf } from '../orderPayments';
import { releaseUnpaidOrder } from '../orderRelease';
import { orderRepository } from '../orderRepository';
import { companyApprovers } from './approvalGate';
import { approvalMailOrderOf, mailApprovers, mailBuyer } from './approvalMails';
import { type ApprovalRecord, approvalRepository } from './approvalRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waiting approvals read per page: the sweep pages through them by order id. */
const SWEEP_PAGE = 100;

export interface ApprovalSweepDeps {
  handle: DatabaseHandle;
  /** The storefront's origin of a market, for the links in the e-mails. */
  publicOriginOf: (market: string) => string;
  /** A company's effective settings (ApprovalReminderDays), read fresh. */
  companySettingsOf: (companyId: number) => Promise<CompanySettings>;
}

export interface SweepOutcome {
  reminded: string[];
  expired: string[];
  /** Approvals whose reminder or expiry failed: the others go on, and the next sweep tries these again. */
  failed: { orderId: string; error: unknown }[];
}

const expiredAt = (a: ApprovalRecord, now: Date) => Date.parse(a.expiresAt) <= now.getTime();

/** A reminder is due ApprovalReminderDays after the request, then after the last reminder; 0 turns them off. */
function reminderDue(a: ApprovalRecord, reminderDays: number, now: Date): boolean {
  if (!(reminderDays > 0)) return false;
  const since = Date.parse(a.remindedAt ?? a.requestedAt);
  return now.getTime() - since >= reminderDays * DAY_MS;
}

/**
 * An approval expired (docs/companies/approvals-and-limits.md): under the cart's then the approval's
 * lock (every decision's order), still Waiting and past its time: cancelled with the reason Expired,
 * what it held released and its cart given back to the buyer (releaseUnpaidOrder), the buyer told.
 */
async function expireOne(deps: ApprovalSweepDeps, orderId: string, now: Date): Promise<boolean> {
  return unitOfWork(deps.handle, async (tx) => {
    const order = await orderRepository.byId(tx, orderId);
    if (!order) return false;
    await lockCartOfOrder(tx, order.cartId);
    const approval = await approvalRepository.lock(tx, orderId);
    if (approval?.status !== 'Waiting' || !expiredAt(approval, now)) return false;
    const version = await approvalRepository.finish(tx, orderId, 'Cancelled', 'Expired');
    await approvalRepository.insertDecision(tx, {
      orderId,
      actor: null,
      step: 'Cancelled',
      reason: 'Expired',
      approvalVersion: version,
    });
    await releaseUnpaidOrder(tx, order);
    await mailBuyer(tx, approvalMailOrderOf(order), languageOf(order), deps.publicOriginOf(order.market), {
      kind: 'cancelled',
      reason: 'Expired',
    });
    return true;
  });
}

/** Who is reminded: the named attestants, else the company's approvers (as the request was sent). */
async function reminderRecipients(tx: TransactionHandle, a: ApprovalRecord, settings: CompanySettings) {
  const chain = await companyChainOf(tx, a.companyId);
  if (a.attestantEmails.length > 0) return approvalPeople.byEmails(tx, chain, a.attestantEmails);
  return companyApprovers(tx, settings, chain, a.buyerCustomerId);
}

/** One reminder, under the approval's lock, if it is still Waiting and due; the version stays (no decision). */
async function remindOne(
  deps: ApprovalSweepDeps,
  orderId: string,
  settings: CompanySettings,
  now: Date,
): Promise<boolean> {
  return unitOfWork(deps.handle, async (tx) => {
    const approval = await approvalRepository.lock(tx, orderId);
    if (approval?.status !== 'Waiting') return false;
    if (expiredAt(approval, now) || !reminderDue(approval, settings.ApprovalReminderDays, now)) return false;
    const order = await orderRepository.byId(tx, orderId);
    if (!order) return false;
    const recipients = await reminderRecipients(tx, approval, settings);
    const origin = deps.publicOriginOf(order.market);
    await mailApprovers(tx, approvalMailOrderOf(order), 'reminder', approval.kind, recipients, origin);
    await approvalRepository.markReminded(tx, orderId, now);
    await approvalRepository.insertDecision(tx, {
      orderId,
      actor: null,
      step: 'Reminded',
      approvalVersion: approval.version,
    });
    return true;
  });
}

/** One waiting approval as of `now`: expired when past its time, else reminded when one is due. */
async function sweepOne(
  deps: ApprovalSweepDeps,
  a: ApprovalRecord,
  now: Date,
  settingsFor: (companyId: number) => Promise<CompanySettings>,
  outcome: SweepOutcome,
): Promise<void> {
  if (expiredAt(a, now)) {
    if (await expireOne(deps, a.orderId, now)) outcome.expired.push(a.orderId);
    return;
  }
  const settings = await settingsFor(a.companyId);
  if (!reminderDue(a, settings.ApprovalReminderDays, now)) return;
  if (await remindOne(deps, a.orderId, settings, now)) outcome.reminded.push(a.orderId);
}

/**
 * Reminds and expires the waiting approvals as of `now`: each in its own unit of work, re-checked
 * under its lock, so a decision made meanwhile wins and several sweeps at once act on each once.
 */
export async function sweepApprovals(deps: ApprovalSweepDeps, now: Date): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { reminded: [], expired: [], failed: [] };
  const settingsOf = new Map<number, Promise<CompanySettings>>();
  const settingsFor = (companyId: number) => {
    const known = settingsOf.get(companyId) ?? deps.companySettingsOf(companyId);
    settingsOf.set(companyId, known);
    return known;
  };
  let after = '';
  for (;;) {
    const page = await approvalRepository.waiting(deps.handle, SWEEP_PAGE, after);
    for (const a of page) {
      try {
        await sweepOne(deps, a, now, settingsFor, outcome);
      } catch (error) {
        outcome.failed.push({ orderId: a.orderId, error });
      }
    }
    if (page.length < SWEEP_PAGE) return outcome;
    after = page.at(-1)?.orderId ?? after;
  }
}

/** Runs the sweep every interval (an hour by default), never on the start path. Returns a stop function. */
export function scheduleApprovalSweep(
  deps: ApprovalSweepDeps,
  logger: Logger,
  intervalMs = 60 * 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    sweepApprovals(deps, new Date()).then(
      ({ reminded, expired, failed }) => {
        if (reminded.length + expired.length > 0)
          logger.info({ reminded: reminded.length, expired: expired.length }, 'Swept waiting approvals');
        for (const { orderId, error } of failed)
          logger.warn(
            { err: error, orderId },
            'Sweeping a waiting approval failed; the next sweep tries again',
          );
      },
      (error: unknown) => logger.warn({ err: error }, 'Sweeping waiting approvals failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
