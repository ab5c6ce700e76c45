import type { amountLimitsBulkBodySchema, amountLimitsSchema } from '@workwear/contracts';
import { type DatabaseHandle, unitOfWork } from '@workwear/db';
import {
  amountLimitOf,
  type CompanySettings,
  DomainError,
  effectiveLimit,
  fieldErrors,
  getMarketByName,
  infoValue,
  limitVisibility,
  mayBulkUpdateLimits,
  notFound,
  periodKey,
  ROLE,
  teamAccess,
  teamListShows,
  toDecimalString,
} from '@workwear/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../context/requestContext';
import { accountStatesOf, customerOf } from '../auth';
import { type CompanyService, companyLimitsOf } from '../company';
import { companyPeopleWithLimits, writeLimitInfo } from './amountLimitInfo';
import { findCustomer } from './repository';

type BulkBody = z.output<typeof amountLimitsBulkBodySchema>;
type AmountLimits = z.infer<typeof amountLimitsSchema>;

/** What the company's amount limits page is built from; the ledger is the order module's (injected). */
export interface AmountLimitDeps {
  handle: DatabaseHandle;
  companies: Pick<CompanyService, 'visibleCompany'>;
  companySettingsOf: (companyId: number) => Promise<CompanySettings>;
  marketTimeZone: (market: string) => Promise<string>;
  /** What each customer has used in a period: the order module's spend ledger (periodUse). */
  periodUse: (
    handle: DatabaseHandle,
    subject: 'customer',
    ids: readonly number[],
    periodKey: string,
  ) => Promise<Map<number, number>>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The amount limits of a company's people (spec §3, §6; docs/companies/approvals-and-limits.md): who
 * sees them (limitVisibility), which people a restricted customer admin sees (team rules), what each
 * has used this period, and the bulk update, all or nothing. Another company's answers 404.
 */
export function createAmountLimitService(deps: AmountLimitDeps) {
  const { handle } = deps;

  /** The principal's standing on the company's limits: 404 outside their companies, 403 for team outsiders. */
  async function standing(ctx: RequestContext, companyId: number) {
    const principal = customerOf(ctx);
    await deps.companies.visibleCompany(ctx, companyId);
    const company = await companyLimitsOf(handle, companyId);
    if (!company) throw notFound(`Company ${companyId}`);
    const settings = await deps.companySettingsOf(companyId);
    const me = await findCustomer(handle, principal.customerId);
    const access = teamAccess(settings, {
      role: principal.role,
      email: me?.emailAddress ?? '',
      superCustomerAdmin: principal.superCustomerAdmin,
    });
    if (access.kind === 'forbidden')
      throw new DomainError('forbidden', 'Only the company’s administrators see its amount limits.');
    const visibility = limitVisibility(settings, principal.role, principal.superCustomerAdmin);
    const canEdit = visibility === 'shown' && mayBulkUpdateLimits(principal.role);
    return { principal, company, settings, access, visibility, canEdit };
  }

  type Standing = Awaited<ReturnType<typeof standing>>;

  /** The people the principal may see, with their limits and what they used this period. */
  async function limitsOf(ctx: RequestContext, companyId: number, s: Standing): Promise<AmountLimits> {
    const market = getMarketByName(s.company.marketName);
    const base = {
      companyId,
      currency: market?.currency.code ?? '',
      period: s.settings.AmountLimitPeriod,
      defaultAmount: s.company.defaultAmount,
      visibility: s.visibility,
      canEdit: s.canEdit,
      showPoints: s.settings.ShowPoints,
      pricePointsFactor: s.settings.PricePointsFactor,
    };
    if (s.visibility === 'hidden') return { ...base, customers: [] };
    const people = await companyPeopleWithLimits(handle, companyId);
    const roles = await accountStatesOf(
      handle,
      people.map((p) => p.customerId),
    );
    const shown = people
      .map((p) => ({ ...p, role: roles.get(p.customerId)?.roleId ?? null }))
      // One without a sign-in account is a plain person of the company (a User), as the send counts them.
      .filter((p) => teamListShows(s.access, { role: p.role ?? ROLE.User, info: p.info }));
    const zone = await deps.marketTimeZone(s.company.marketName);
    const used =
      s.settings.AmountLimitPeriod === 'Order'
        ? new Map<number, number>()
        : await deps.periodUse(
            handle,
            'customer',
            shown.map((p) => p.customerId),
            periodKey(s.settings.AmountLimitPeriod, ctx.now, zone, ''),
          );
    return {
      ...base,
      customers: shown.map((p) => {
        const own = amountLimitOf(p.info);
        return {
          customerId: p.customerId,
          name: p.name,
          email: p.email,
          role: p.role ?? 0,
          limit: effectiveLimit(own, s.company.defaultAmount),
          usesDefault: own === null,
          attestantEmail: text(infoValue(p.info, 'AmountLimitAttestant')),
          used: used.get(p.customerId) ?? 0,
          version: p.version,
        };
      }),
    };
  }

  return {
    async list(ctx: RequestContext, companyId: number): Promise<AmountLimits> {
      return limitsOf(ctx, companyId, await standing(ctx, companyId));
    },

    /**
     * Sets the named people's limits in one transaction: every change is checked first (a person
     * not of the company is 400 naming its entry; one a restricted admin's team does not hold is 404),
     * and nothing is written unless all pass.
     */
    async update(ctx: RequestContext, body: BulkBody): Promise<AmountLimits> {
      const s = await standing(ctx, body.companyId);
      if (!s.canEdit)
        throw new DomainError('forbidden', 'This account may not change the company’s amount limits.');
      const team = new Set((await limitsOf(ctx, body.companyId, s)).customers.map((c) => c.customerId));
      const members = new Set(
        (await companyPeopleWithLimits(handle, body.companyId)).map((p) => p.customerId),
      );
      const strangers = body.limits
        .map((l, index) => ({ l, index }))
        .filter(({ l }) => !members.has(l.customerId))
        .map(({ index }) => ({
          field: `limits.${index}.customerId`,
          message: 'Not a customer of the company.',
        }));
      if (strangers.length > 0) throw fieldErrors(strangers);
      const outsider = body.limits.find((l) => !team.has(l.customerId));
      if (outsider) throw notFound(`Customer ${outsider.customerId}`);
      await unitOfWork(handle, (tx) =>
        writeLimitInfo(
          tx,
          body.limits.map((l) => ({
            customerId: l.customerId,
            amountLimit: l.amountLimit === null ? null : toDecimalString(l.amountLimit),
            amountLimitAttestant: l.amountLimitAttestant,
          })),
        ),
      );
      return limitsOf(ctx, body.companyId, s);
    },
  };
}
export type AmountLimitService = ReturnType<typeof createAmountLimitService>;
