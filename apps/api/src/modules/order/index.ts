// The order module's face, its only door for other modules, the composition root and tests:
// checkout summary, order send, payments, expiry and order views.
export { type ApprovalSweepDeps, scheduleApprovalSweep, sweepApprovals } from './approval/approvalSweep';
export { registerOrderRoutes } from './handlers';
export { DEFAULT_UNPAID_ORDER_MINUTES, scheduleOrderExpiry } from './orderExpiry';
export { summaryOf } from './orderView';
export { BUILT_IN_PROVIDERS } from './payment/providers';
export { createOrderService } from './service';
export { periodUse } from './spend';
