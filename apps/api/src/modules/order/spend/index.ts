// The spend ledger and amount limits (issue 28; docs/companies/approvals-and-limits.md): the order
// module owns spend_ledger; the send and the approval flow write it in the order's transaction.
export {
  periodUse,
  recordSpend,
  releaseSpend,
  type SpendKind,
  type SpendRecord,
  settleHolds,
} from './ledger';
export {
  judgeLimits,
  type LimitDeps,
  type LimitFacts,
  type LimitInput,
  type LimitVerdict,
  limitDepsOf,
  limitFacts,
  type ShareFacts,
  sharesOverLimit,
  spendPeriodKey,
  verdictOf,
} from './limits';
export { limitsOfSend, type SendLimits, type SendOrder, type SendSpend, sendLimitsOf } from './sendLimits';
export { type CustomerShare, type ShareInput, type ShareRow, sharesOf } from './shares';
