import type { Language } from '@workwear/domain';
import { approvalsT } from './approvalServer';
import type { CartLimitsTexts } from './CartLimits';

/** The cart limits panel's words, raw where the island fills them in. */
export async function cartLimitsTexts(language: Language): Promise<CartLimitsTexts> {
  const t = await approvalsT(language);
  const raw = (key: string) => t.raw(key as never) as string;
  return {
    title: t('limits.title'),
    lead: raw('limits.lead'),
    periods: {
      Order: t('limits.period.Order'),
      Month: t('limits.period.Month'),
      Quarter: t('limits.period.Quarter'),
      Year: t('limits.period.Year'),
    },
    customer: t('limits.customer'),
    limit: t('limits.limit'),
    used: t('limits.used'),
    thisCart: t('limits.thisCart'),
    remaining: t('limits.remaining'),
    noLimit: t('limits.noLimit'),
    within: t('limits.within'),
    overApprover: raw('limits.overApprover'),
    overRefused: t('limits.overRefused'),
    companyOver: t('limits.companyOver'),
    disabled: t('limits.disabled'),
    updating: t('limits.updating'),
    failed: t('limits.failed'),
    points: raw('points'),
  };
}
