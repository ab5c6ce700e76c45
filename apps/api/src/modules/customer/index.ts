// The customer module's face, its only door for other modules, the composition root and tests:
// customers and the people of a company, and a guest's consumer account made at payment; the
// account holders auth reads (handed to it by the composition root).
export { accountHolders } from './accountHolderRepository';
export { type LimitPerson, limitPeopleOf, peopleByEmail } from './amountLimitInfo';
export { type AmountLimitDeps, type AmountLimitService, createAmountLimitService } from './amountLimits';
export { type ApprovalPeopleRow, approvalPeople, approvalPeopleQueries } from './approvalPeople';
export { consumerAccountQueries, createConsumerAccount, type NewConsumer } from './consumerAccountRepository';
export { registerCustomerRoutes } from './handlers';
export { customerNameOf, isCompanyMember } from './repository';
export { createCustomerService } from './service';
