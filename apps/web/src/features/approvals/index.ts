// The approvals feature's face (issue 28): the pending-order pages, the order page's approval section,
// the cart's spending limits and the limits administration. Code outside imports it only from here.
export { AmountLimitsPage } from './AmountLimitsPage';
export { ApprovalSection } from './ApprovalSection';
export { type CheckoutApproval, checkoutApproval } from './CheckoutApproval';
export { cartLimitsTexts } from './cartLimitTexts';
export { decisionsExportResponse } from './decisionsExport';
export { PendingOrdersPage } from './PendingOrdersPage';
