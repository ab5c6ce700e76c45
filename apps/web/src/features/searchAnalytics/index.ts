// The searchAnalytics feature's face: code outside features/searchAnalytics imports it only from here.
// Search analytics (Klevu events) on list pages.
export { SearchAnalytics } from './SearchAnalytics';
