// The flags feature's face: code outside features/flags imports it only from here.
// The market's feature flags.
export { type FeatureFlags, getFeatureFlags } from './featureFlags';
