export * from './amountLimits';
export * from './approvalRules';
export * from './approvalStates';
