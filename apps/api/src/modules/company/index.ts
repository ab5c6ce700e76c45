// The company module's face, its only door for other modules, the composition root and tests:
// companies, their addresses, children and price lists.
export { registerCompanyRoutes } from './handlers';
export { type CompanyService, createCompanyService } from './service';
