// The orders feature's face for client components (and server components alike): only modules
// that are safe in the browser, the order summary view. Its index.ts holds server code a client bundle must not load.
export { OrderSummaryView } from './OrderSummaryView';
export type { OrderSummaryTexts } from './orderTexts';
