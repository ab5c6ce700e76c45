import { randomUUID } from 'node:crypto';
import { type TransactionHandle, unitOfWork } from '@workwear/db';
import {
  DEFAULT_LANGUAGE,
  DomainError,
  fieldErrors,
  getMarketByName,
  invalidParameter,
  isSupportedLanguage,
  type Language,
  marketLanguages,
  PASSWORD_RULES,
  ROLE,
  signUpIssues,
} from '@workwear/domain';
import { hashPassword } from '@workwear/server/passwordHash';
import type { RequestContext } from '../../context/requestContext';
import { sendMail } from '../mail';
import type { AuthParts } from './authParts';
import { confirmationLinkKey, signConfirmation, verifyConfirmation } from './confirmationLink';
import * as confirmations from './confirmationRepository';
import { newPasswordProblems } from './passwordStrength';
import {
  ACCOUNT_CONFIRMATION_TTL_MS,
  confirmAccountThrottleKey,
  confirmAddressThrottleKey,
  RESET_ACCOUNT_THROTTLE,
  RESET_ADDRESS_THROTTLE,
} from './policy';
import { takeThrottleSlot } from './throttle';

/** The one answer to a create-account or resend request, whatever the address had: it reveals nothing. */
export const CONFIRMATION_ACCEPTED = {
  accepted: true as const,
  message: 'If the address can have an account, an e-mail with a confirmation link is on its way.',
};

const BAD_LINK = 'This link is used, expired or unknown. Ask for a new one.';

const throttled = (parts: AuthParts, email: string, clientAddress: string, now: Date) =>
  takeThrottleSlot(
    parts.handle,
    [
      { key: confirmAccountThrottleKey(email), rule: RESET_ACCOUNT_THROTTLE },
      { key: confirmAddressThrottleKey(clientAddress), rule: RESET_ADDRESS_THROTTLE },
    ],
    now,
  );

async function linkKey(parts: AuthParts) {
  return confirmationLinkKey((await parts.keys()).successorSecret);
}

/** A new link for the account (its earlier ones end), mailed in the holder's language. */
async function mailLink(
  tx: TransactionHandle,
  key: Buffer,
  parts: AuthParts,
  to: { accountId: number; email: string; firstName: string; market: string; language: string; now: Date },
) {
  const expiresAt = new Date(to.now.getTime() + ACCOUNT_CONFIRMATION_TTL_MS);
  const id = await confirmations.replaceConfirmation(tx, { accountId: to.accountId, now: to.now, expiresAt });
  const token = signConfirmation(key, { id, accountId: to.accountId, expiresAt });
  const language: Language = isSupportedLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  await sendMail(tx, {
    to: to.email,
    language,
    template: 'signUpConfirmation',
    data: {
      firstName: to.firstName,
      url: `${parts.publicOriginOf(to.market)}/${language}/confirm-account?token=${token}`,
    },
  });
}

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
  market: string;
  language: string;
};

/**
 * The create-account page: a consumer account in a market that takes consumers, with its password
 * set, which cannot sign in until the e-mailed link confirms the address. Checked with the domain's
 * form rules (the page's own) plus the strength estimate. An address that has an account already gets
 * no second one: an unconfirmed one of this market gets a new link, any other nothing, and the
 * answer is the same (a serious shop would mail the owner "you already have an account"; the spec
 * names no such mail, so none is sent).
 */
export async function signUp(
  parts: AuthParts,
  ctx: RequestContext,
  input: SignUpInput,
  clientAddress: string,
) {
  const issues = signUpIssues(input);
  if (issues.length > 0) throw fieldErrors(issues.map((i) => ({ field: i.path, message: i.message })));
  const market = getMarketByName(input.market);
  if (!market) throw invalidParameter('market', 'Not a market of the shop.');
  if (!market.info.b2CActivate)
    throw new DomainError('forbidden', 'This market does not take private customers.');
  if (!marketLanguages(market).some((l) => l === input.language))
    throw invalidParameter('language', 'Not a language of the market.');
  const email = input.email.trim();
  const weak = newPasswordProblems(input.password, email);
  if (weak.length > 0)
    throw fieldErrors(weak.map((rule) => ({ field: 'password', message: PASSWORD_RULES[rule] })));
  await throttled(parts, email, clientAddress, ctx.now);
  const passwordHash = await hashPassword(input.password, parts.cost);
  const key = await linkKey(parts);
  await unitOfWork(parts.handle, async (tx) => {
    const consumer = {
      customerCode: `B2C-${randomUUID()}`,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      market: market.name,
      language: input.language,
      roleId: ROLE.B2C,
      passwordHash,
      newsletter: input.newsletter,
    };
    const accountId = await parts.holders.createConsumer(tx, consumer);
    if (accountId !== undefined) {
      await mailLink(tx, key, parts, { ...consumer, accountId, now: ctx.now });
      return;
    }
    await relinkUnconfirmed(tx, key, parts, email, market.name, ctx.now);
  });
  return CONFIRMATION_ACCEPTED;
}

/** An unconfirmed account of this market gets a new link; any other account nothing. */
async function relinkUnconfirmed(
  tx: TransactionHandle,
  key: Buffer,
  parts: AuthParts,
  email: string,
  market: string,
  now: Date,
) {
  const account = await parts.holders.byLogin(tx, email);
  if (!account?.awaitingConfirmation || !account.isActive || account.market !== market) return;
  await mailLink(tx, key, parts, {
    accountId: account.accountId,
    email: account.emailAddress,
    firstName: account.firstName,
    market,
    language: account.language,
    now,
  });
}

/** The resend on the sign-in page: rate limited like password reset, the same answer for any address. */
export async function resendConfirmation(
  parts: AuthParts,
  ctx: RequestContext,
  input: { userName: string; market: string },
  clientAddress: string,
) {
  await throttled(parts, input.userName, clientAddress, ctx.now);
  const key = await linkKey(parts);
  await unitOfWork(parts.handle, (tx) =>
    relinkUnconfirmed(tx, key, parts, input.userName.trim(), input.market, ctx.now),
  );
  return CONFIRMATION_ACCEPTED;
}

/** The link's button: a signed, unexpired, unused link of a live row confirms its account, once. */
export async function confirmAccount(parts: AuthParts, ctx: RequestContext, token: string) {
  const claims = verifyConfirmation(await linkKey(parts), token, ctx.now);
  const refused = () =>
    new DomainError('invalid_parameter', `token: ${BAD_LINK}`, [{ field: 'token', message: BAD_LINK }]);
  if (!claims) throw refused();
  return unitOfWork(parts.handle, async (tx) => {
    const row = await confirmations.lockConfirmation(tx, claims.id);
    if (!row || row.accountId !== claims.accountId || row.endedAt !== null || row.expiresAt <= ctx.now)
      throw refused();
    await confirmations.confirm(tx, claims.id, row.accountId, ctx.now);
    return { confirmed: true as const, loginName: row.loginName };
  });
}
