// The auth module's face, its only door for other modules, the composition root and tests:
// sign-in, sessions, tokens and password resets; bearer verification for the composition root.
export { type AccessClaims, signAccessToken } from './accessToken';
export type {
  AccountByLogin,
  AccountHolders,
  CompanyChoice,
  NewConsumerAccount,
  SessionClaimsFacts,
} from './accountHolders';
export { createBearerVerifier } from './bearerVerification';
export { accountOfCustomer, accountStatesOf } from './customerAccounts';
export { registerAuthRoutes } from './handlers';
export { passwordResetOutboxHandler } from './passwordResetRequests';
export { ACCOUNT_CONFIRMATION_TTL_MS } from './policy';
export { insertPasswordReset } from './repository';
export { type AuthService, createAuthService, customerOf } from './service';
export { createSessionGuard } from './sessionGuard';
export {
  type AuthKeys,
  authKeySource,
  authKeysFromPem,
  newSigningKeyPem,
  storedSigningKeyPem,
} from './signingKeys';
export { hashOf, newOpaqueToken } from './tokenSecrets';
