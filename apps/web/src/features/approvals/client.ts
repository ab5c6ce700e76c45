// The approvals feature's face for client components: only modules safe in the browser.
export { CartLimits, type CartLimitsTexts } from './CartLimits';
