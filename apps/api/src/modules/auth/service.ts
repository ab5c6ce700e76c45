import { randomUUID } from 'node:crypto';
import { OTHER_MARKET_ACCOUNT, PUNCH_OUT_SWITCH_REFUSED, type TokenPair } from '@workwear/contracts';
import { type DatabaseHandle, type TransactionHandle, unitOfWork } from '@workwear/db';
import {
  DomainError,
  getMarketByName,
  invalidParameter,
  isSuperCustomerAdmin,
  notFound,
  PASSWORD_RULES,
  ROLE,
  type RoleCode,
} from '@workwear/domain';
import {
  decoyHash,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  type ScryptCost,
  verifyPassword,
} from '@workwear/server/passwordHash';
import type { Principal, RequestContext } from '../../context/requestContext';
import { signAccessToken } from './accessToken';
import type { AccountByLogin, AccountHolders } from './accountHolders';
import { AuthRefusal, SIGN_IN_REFUSED, unauthenticated } from './authRefusal';
import { acceptPasswordResetRequest } from './passwordResetRequests';
import { newPasswordProblems } from './passwordStrength';
import { accountThrottleKey, REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_MS, SESSION_TTL_MS } from './policy';
import * as repo from './repository';
import type { SessionGuard } from './sessionGuard';
import type { AuthKeys } from './signingKeys';
import { createLoginThrottle } from './throttle';
import { hashOf, isOpaqueTokenShape, newOpaqueToken, recordedSuccessorOf, successorOf } from './tokenSecrets';

export interface AuthServiceDeps {
  handle: DatabaseHandle;
  /** The people behind the accounts and their companies (the customer module's answer). */
  holders: AccountHolders;
  keys: () => Promise<AuthKeys>;
  sessions: SessionGuard;
  /** The storefront origin of a market, for the reset link. */
  publicOriginOf: (market: string) => string;
  /** scrypt cost of new hashes; tests pass a cheap one. */
  passwordCost?: ScryptCost;
}

type Customer = Extract<Principal, { kind: 'customer' }>;

export function customerOf(ctx: RequestContext): Customer {
  if (ctx.principal.kind !== 'customer') throw unauthenticated('Please sign in.');
  return ctx.principal;
}

const REFRESH_REFUSED = 'The session has ended. Please sign in again.';

export function createAuthService(deps: AuthServiceDeps) {
  const { handle, sessions, holders } = deps;
  const cost = deps.passwordCost ?? PASSWORD_COST;
  const throttle = createLoginThrottle(handle);

  /** An access token for the session as it stands, and the given refresh token. */
  async function tokenPair(
    tx: DatabaseHandle,
    keys: AuthKeys,
    sessionId: string,
    refresh: { token: string; expiresAt: Date },
    now: Date,
  ): Promise<TokenPair> {
    const facts = await holders.sessionClaims(tx, sessionId);
    if (!facts) throw unauthenticated(REFRESH_REFUSED);
    // accounts.role_id holds only role codes (written by the demo and, later, the admin side).
    const role = facts.roleId as RoleCode;
    const superCustomerAdmin = isSuperCustomerAdmin(
      role,
      facts.superAdminInfo === null ? null : { IsSuperCustomerAdmin: facts.superAdminInfo },
    );
    const access = await signAccessToken(
      keys,
      {
        customerId: facts.customerId,
        companyId: facts.companyId,
        role,
        superCustomerAdmin,
        sessionId,
        coopCode: facts.coopCode,
        market: facts.market,
        punchOutType: facts.punchOutType,
      },
      now,
    );
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshToken: refresh.token,
      refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
      customer: {
        id: facts.customerId,
        firstName: facts.firstName,
        lastName: facts.lastName,
        role,
        superCustomerAdmin,
        companyId: facts.companyId,
        market: facts.market,
      },
    };
  }

  async function newRefreshToken(tx: TransactionHandle, sessionId: string, sessionEnds: Date, now: Date) {
    const token = newOpaqueToken();
    const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionEnds.getTime()));
    await repo.insertRefreshToken(tx, { hash: hashOf(token), sessionId, now, expiresAt });
    return { token, expiresAt };
  }

  /** The market rules of a correct password: consumers only where the market takes them; own market. */
  function checkMarket(account: AccountByLogin, market: string) {
    if (account.roleId === ROLE.B2C && !getMarketByName(market)?.info.b2CActivate) {
      throw new AuthRefusal('forbidden', 'Consumers cannot sign in in this market.');
    }
    // Internal staff serve every market; everyone else signs in to the market their account is in.
    if (account.roleId !== ROLE.Internal && account.market !== market) {
      throw new AuthRefusal('forbidden', 'This account belongs to another market.', OTHER_MARKET_ACCOUNT, {
        current: { market: account.market },
      });
    }
  }

  return {
    async login(
      ctx: RequestContext,
      input: { userName: string; password: string; market: string },
      clientAddress: string,
    ): Promise<TokenPair> {
      const now = ctx.now;
      // The slot is taken before the password is hashed: concurrent guesses queue on the throttle's rows.
      await throttle.takeSlot(input.userName, clientAddress, now);
      const account = await holders.byLogin(handle, input.userName);
      // Unknown login names verify against a decoy of today's cost: the same work as a wrong password.
      const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
      if (!account || !matches || !account.isActive) {
        ctx.log.info({ known: account !== undefined }, 'sign-in refused');
        throw unauthenticated(SIGN_IN_REFUSED);
      }
      await throttle.succeeded(input.userName, clientAddress);
      checkMarket(account, input.market);
      if (needsRehash(account.passwordHash, cost)) {
        await repo.updatePasswordHash(handle, account.accountId, await hashPassword(input.password, cost));
      }
      const companyId =
        account.roleId === ROLE.B2C ? null : await holders.startingCompanyOf(handle, account.customerId);
      // Loaded before the transaction: the first load reads app_meta, and the embedded database has one connection.
      const keys = await deps.keys();
      return unitOfWork(handle, async (tx) => {
        const sessionId = randomUUID();
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await repo.insertSession(tx, {
          id: sessionId,
          accountId: account.accountId,
          companyId,
          market: input.market,
          now,
          expiresAt,
        });
        return tokenPair(tx, keys, sessionId, await newRefreshToken(tx, sessionId, expiresAt, now), now);
      });
    },

    /**
     * Rotates a refresh token. The token's row is locked, so concurrent refreshes of one token queue:
     * the first rotates, the others find it rotated within the grace window and get the same successor
     * (derived, see tokenSecrets.ts). A rotated token after the window revokes its session.
     */
    async refresh(ctx: RequestContext, refreshToken: string): Promise<TokenPair> {
      const now = ctx.now;
      if (!isOpaqueTokenShape(refreshToken)) throw unauthenticated(REFRESH_REFUSED);
      const keys = await deps.keys();
      const outcome = await unitOfWork(
        handle,
        async (tx): Promise<TokenPair | { revoked: string } | null> => {
          const hash = hashOf(refreshToken);
          const row = await repo.lockRefreshToken(tx, hash);
          if (!row) return null;
          let successor = successorOf(keys.successorSecret, refreshToken);
          if (row.rotatedAt !== null) {
            const fresh = now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS;
            // The recorded successor was derived with the key of its rotation, perhaps the previous one.
            const recorded = recordedSuccessorOf(
              [keys.successorSecret, ...keys.previousSuccessorSecrets],
              refreshToken,
              row.successorHash,
            );
            if (!fresh || recorded === undefined) {
              await repo.revokeSession(tx, row.sessionId, 'reuse', now);
              return { revoked: row.sessionId };
            }
            successor = recorded;
          }
          const standing = await repo.sessionStanding(tx, row.sessionId, now);
          if (!standing) {
            await repo.revokeSession(tx, row.sessionId, 'ended', now);
            return { revoked: row.sessionId };
          }
          if (row.rotatedAt !== null) {
            const next = await repo.lockRefreshToken(tx, row.successorHash as string);
            if (!next) return null;
            return tokenPair(tx, keys, row.sessionId, { token: successor, expiresAt: next.expiresAt }, now);
          }
          if (row.expiresAt <= now) return null;
          const facts = await holders.sessionClaims(tx, row.sessionId);
          if (!facts) return null;
          const expiresAt = new Date(
            Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, facts.expiresAt.getTime()),
          );
          await repo.insertRefreshToken(tx, {
            hash: hashOf(successor),
            sessionId: row.sessionId,
            now,
            expiresAt,
          });
          await repo.markRotated(tx, hash, hashOf(successor), now);
          await repo.touchSession(tx, row.sessionId, now);
          return tokenPair(tx, keys, row.sessionId, { token: successor, expiresAt }, now);
        },
      );
      if (outcome === null) throw unauthenticated(REFRESH_REFUSED);
      if ('revoked' in outcome) {
        sessions.forget(outcome.revoked);
        ctx.log.info({ sessionId: outcome.revoked }, 'refresh refused; session revoked');
        throw unauthenticated(REFRESH_REFUSED);
      }
      return outcome;
    },

    async logout(ctx: RequestContext, refreshToken: string | undefined): Promise<{ loggedOut: true }> {
      const sessionId =
        ctx.principal.kind === 'customer'
          ? ctx.principal.sessionId
          : refreshToken !== undefined
            ? await repo.sessionOfToken(handle, hashOf(refreshToken))
            : undefined;
      if (ctx.principal.kind !== 'customer' && refreshToken === undefined) {
        throw invalidParameter('refreshToken', 'Send a bearer token or the refresh token.');
      }
      if (sessionId !== undefined) {
        await repo.revokeSession(handle, sessionId, 'logout', ctx.now);
        sessions.forget(sessionId);
      }
      return { loggedOut: true };
    },

    async companies(ctx: RequestContext) {
      const customer = customerOf(ctx);
      const rows = await holders.companiesOf(handle, customer.customerId);
      return rows.map(({ punchOutType: _p, ...company }) => ({
        ...company,
        isCurrent: company.id === customer.companyId,
      }));
    },

    async switchCompany(ctx: RequestContext, companyId: number): Promise<TokenPair> {
      const customer = customerOf(ctx);
      if (customer.punchOutType !== null) {
        throw new AuthRefusal(
          'forbidden',
          'A punch-out session cannot switch company.',
          PUNCH_OUT_SWITCH_REFUSED,
        );
      }
      const companies = await holders.companiesOf(handle, customer.customerId);
      if (!companies.some((c) => c.id === companyId)) throw notFound('Company');
      const now = ctx.now;
      const keys = await deps.keys();
      return unitOfWork(handle, async (tx) => {
        const facts = await holders.sessionClaims(tx, customer.sessionId);
        if (!facts || !(await repo.sessionStanding(tx, customer.sessionId, now))) {
          throw unauthenticated(REFRESH_REFUSED);
        }
        await repo.setSessionCompany(tx, customer.sessionId, companyId, now);
        const refresh = await newRefreshToken(tx, customer.sessionId, facts.expiresAt, now);
        // The session's earlier refresh tokens would refresh into the new company as well; they stop
        // after the grace window, so a tab refreshing with one meanwhile is not signed out.
        await repo.expireLiveTokensOf(
          tx,
          customer.sessionId,
          new Date(now.getTime() + REFRESH_GRACE_MS),
          hashOf(refresh.token),
        );
        return tokenPair(tx, keys, customer.sessionId, refresh, now);
      });
    },

    /** Counts the request against its limits and leaves the rest to the outbox (passwordResetRequests.ts). */
    requestPasswordReset(ctx: RequestContext, userName: string, market: string, clientAddress: string) {
      return acceptPasswordResetRequest(handle, { userName, market, clientAddress, now: ctx.now });
    },

    /** Sets a new password with a reset link's token: single use, then every session ends. */
    async resetPassword(ctx: RequestContext, token: string, newPassword: string): Promise<{ reset: true }> {
      const now = ctx.now;
      const revoked = await unitOfWork(handle, async (tx) => {
        const reset = isOpaqueTokenShape(token) ? await repo.lockPasswordReset(tx, hashOf(token)) : undefined;
        if (!reset || reset.usedAt !== null || reset.expiresAt <= now || !reset.isActive) {
          throw new DomainError('unprocessable', 'token: This link is used, expired or unknown.', [
            { field: 'token', message: 'This link is used, expired or unknown. Ask for a new one.' },
          ]);
        }
        const broken = newPasswordProblems(newPassword, reset.loginName);
        if (broken.length > 0) {
          const fields = broken.map((rule) => ({ field: 'newPassword', message: PASSWORD_RULES[rule] }));
          throw new DomainError(
            'unprocessable',
            fields.map((f) => `newPassword: ${f.message}`).join('; '),
            fields,
          );
        }
        await repo.setPassword(tx, reset.accountId, await hashPassword(newPassword, cost), now);
        // This link and every other of the account end with the new password.
        await repo.endPasswordResets(tx, reset.accountId, now);
        await repo.clearThrottle(tx, accountThrottleKey(reset.loginName));
        return repo.revokeAccountSessions(tx, reset.accountId, 'password', now);
      });
      for (const sessionId of revoked) sessions.forget(sessionId);
      return { reset: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
