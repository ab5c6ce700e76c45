// The customer module's face, its only door for other modules, the composition root and tests:
// customers and the people of a company.
export { registerCustomerRoutes } from './handlers';
export { createCustomerService } from './service';
