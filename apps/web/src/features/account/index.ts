// The account feature's face: code outside features/account imports it only from here.
// My pages: the account, settings and sizes pages, the 403 page, the visitor's company context.

export { AccountFrame } from './AccountFrame';
export { AccountPage } from './AccountPage';
export { getCurrentCompany, getOwnCustomer } from './accountData';
export {
  type CompanyContext,
  companyMenuLinks,
  getCompanyContext,
  getCompanyPages,
  isSettingOn,
} from './companyContext';
export { type CompanyPages, typedCompanySettings } from './companyPages';
export { ForbiddenPage } from './ForbiddenPage';
export { LocalSettingsApplier } from './LocalSettingsApplier';
export { SettingsPage } from './SettingsPage';
export { SizesPage } from './SizesPage';
