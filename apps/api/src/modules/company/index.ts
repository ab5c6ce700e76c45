// The company module's face, its only door for other modules, the composition root and tests:
// companies, their addresses, children and price lists, and a company's terms (price lists and
// inherited settings), which company alone loads and caches.

export { approvalFactsQueries, companyChainOf, companyTreeBelow, projectAttestantOf } from './approvalFacts';
export { type CompanyLimits, companyLimitsOf } from './companyLimits';
export {
  COMPANY_TERMS_CACHE_MS,
  type CompanyTerms,
  type CompanyTermsService,
  createCompanyTerms,
} from './companyTerms';
export { registerCompanyRoutes } from './handlers';
export { type CompanyService, createCompanyService } from './service';
