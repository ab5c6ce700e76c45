import type { OrderApprovalView } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApprovalLogStep,
  conflictApproval,
  conflictReading,
  lastDecider,
  messageProblem,
} from './decisionResult';

const approval: OrderApprovalView = {
  kind: 'Approval',
  status: 'Waiting',
  cancelReason: null,
  attestantType: 'Customer',
  attestants: [{ customerId: 7, name: 'Åsa Ström', email: 'asa@demo.workwear.test' }],
  version: 2,
  requestedAt: '2026-11-30T08:00:00.000Z',
  decidedAt: null,
  expiresAt: '2026-12-14T08:00:00.000Z',
  canDecide: true,
  isBuyer: false,
};

const step = (s: ApprovalLogStep['step'], name: string | null): ApprovalLogStep => ({
  step: s,
  actor: name ? { customerId: 1, name, email: 'x@y.z' } : null,
  reason: null,
  message: '',
  approvalVersion: 1,
  at: '2026-11-30T09:00:00.000Z',
});

describe('messageProblem', () => {
  it('requires a message to deny, not to approve or withdraw, and caps every message at 500', () => {
    expect(messageProblem('deny', '   ')).toBe('messageRequired');
    expect(messageProblem('approve', '')).toBeNull();
    expect(messageProblem('withdraw', '')).toBeNull();
    expect(messageProblem('deny', 'ř'.repeat(500))).toBeNull();
    expect(messageProblem('approve', 'x'.repeat(501))).toBe('messageTooLong');
  });
});

describe('conflicts', () => {
  it('reads the declared 409 body and nothing else', () => {
    expect(conflictApproval({ code: 'conflict', message: 'Stale', approval })).toEqual(approval);
    expect(conflictApproval({ code: 'conflict' })).toBeUndefined();
  });

  it('names who decided, that the cart changed, or that only the version moved', () => {
    expect(conflictReading({ ...approval, status: 'Denied' }, 'Maria')).toEqual({
      key: 'decidedBy',
      name: 'Maria',
      state: 'Denied',
    });
    expect(conflictReading({ ...approval, status: 'Approved' }, null)).toEqual({
      key: 'decided',
      state: 'Approved',
    });
    expect(
      conflictReading({ ...approval, status: 'Cancelled', cancelReason: 'PricesChanged' }, null),
    ).toEqual({
      key: 'cartChanged',
      reason: 'PricesChanged',
    });
    expect(conflictReading(approval, null)).toEqual({ key: 'stale', state: 'Waiting' });
  });

  it('takes the last approve or deny of the log as the decider', () => {
    expect(lastDecider([step('Requested', 'Anna'), step('Reminded', null), step('Denied', 'Maria')])).toBe(
      'Maria',
    );
    expect(lastDecider([step('Requested', 'Anna')])).toBeNull();
  });
});
