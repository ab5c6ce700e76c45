// The auth feature's face: code outside features/auth imports it only from here.
// Sign-in, sessions and the visitor's API: what pages, the shell and other features use. The request
// layer (proxy.ts) uses routing.ts, which loads no React.
export { AccountArea, roleKey } from './AccountArea';
export { AnalyticsCustomer } from './AnalyticsCustomer';
export { apiFieldMessages } from './apiFieldMessages';
export { authApiFor, refusalStatus } from './authApi';
export { logoutConfirmHref, logoutHref } from './authPaths';
export { ChangePasswordForm } from './ChangePasswordForm';
export { ConfirmAccountForm } from './ConfirmAccountForm';
export { CreateAccountForm } from './CreateAccountForm';
export { getSwitchableCompanies } from './companies';
export { demoAccountList } from './demoAccountList';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { LoginLanguageSwitch } from './LoginLanguageSwitch';
export { logoutLanguage, logoutMayProceed } from './logoutRequest';
export { PasswordPageFrame } from './PasswordPageFrame';
export { createPerTokenCache } from './perTokenCache';
export { ResetPasswordForm } from './ResetPasswordForm';
export { returnTarget } from './returnTarget';
export { SessionEndedDialog } from './SessionEndedDialog';
export { SignInForm } from './SignInForm';
export { getSignedIn, type SignedIn } from './session';
export { readSessionCookies, sessionCookieClears } from './sessionCookies';
export { visitorSession } from './visitorSession';
export { getShopApi } from './visitorShopApi';
