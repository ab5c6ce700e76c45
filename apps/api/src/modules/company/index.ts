export {
  COMPANY_TERMS_CACHE_MS,
  type CompanyTerms,
  type CompanyTermsService,
  createCompanyTerms,
} from './companyTerms';
