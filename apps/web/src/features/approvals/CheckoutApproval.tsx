import type { GroupedCartTotal } from '@workwear/contracts';
import { approvalNeeded, attestantOf, type Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCompanyContext, getOwnCustomer, typedCompanySettings } from '@/features/account';
import { logError } from '@/lib/serverLog';
import { approvalScope, approvalsT } from './approvalServer';
import { approversText } from './approvalWords';

/** What checkout's last step shows of an approval the send would meet, and its send button's words. */
export type CheckoutApproval = { readonly notice: ReactNode; readonly sendLabel: string | null };

const NONE: CheckoutApproval = { notice: null, sendLabel: null };

/**
 * Whether sending this business cart now would wait for approval (forced approval, or a share over a
 * limit with an attestant), from the grouped total: then the buyer sees who will approve and the
 * button says "Send for approval". A refusal the send would meet (4, 5, 23, 25) is named beforehand.
 */
export async function checkoutApproval(language: Language, cartId: string): Promise<CheckoutApproval> {
  const { api, signedIn } = await approvalScope(language);
  if (!signedIn?.companyId) return NONE;
  const total = await api.groupedCartTotal({ cartId }).catch((error: unknown) => {
    logError('Checkout: grouped total not loaded; the send decides.', error);
    return null;
  });
  if (!total) return NONE;
  if (total.visibility === 'hidden' && !total.approval.needed) {
    const forced = await forcedApproval(language, signedIn.role);
    if (forced) return approvalOf(language, forced);
  }
  return approvalOf(language, total.approval);
}

/**
 * Forced approval where the grouped total says nothing of it: the API previews approvals only for
 * companies with UseAmountLimit (its figures are hidden otherwise), so a company that forces approval
 * without limits is read here by the domain's own rule (approvalNeeded, attestantOf) from the company's
 * settings and the buyer's Attestant1. The send decides; this only tells the buyer beforehand.
 */
async function forcedApproval(
  language: Language,
  role: number,
): Promise<GroupedCartTotal['approval'] | null> {
  const [company, customer] = await Promise.all([getCompanyContext(language), getOwnCustomer()]);
  if (!customer || !company.company) return null;
  const settings = typedCompanySettings(company.settings);
  if (!approvalNeeded(settings, { role, info: customer.info })) return null;
  const choice = attestantOf(settings, { info: customer.info }, null);
  const attestants =
    choice.kind === 'person' ? [{ customerId: null, name: choice.email, email: choice.email }] : [];
  return { needed: true, kind: 'Approval', attestants, refusalCode: null };
}

async function approvalOf(
  language: Language,
  approval: GroupedCartTotal['approval'],
): Promise<CheckoutApproval> {
  const t = await approvalsT(language);
  if (approval.refusalCode !== null) {
    const errors = await getTranslations({ locale: language, namespace: 'orderErrors' });
    const key = `codes.${approval.refusalCode}` as Parameters<typeof errors>[0];
    const reason = errors.has(key) ? errors(key, { lines: '' }) : errors('unknown');
    return {
      notice: (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-200"
          data-testid="checkout-approval-refused"
        >
          {t('checkout.refused', { reason })}
        </p>
      ),
      sendLabel: null,
    };
  }
  if (!approval.needed) return NONE;
  const named = approval.attestants.length > 0;
  return {
    notice: (
      <div
        className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
        data-testid="checkout-approval"
      >
        <p className="font-semibold">{t('checkout.needed')}</p>
        <p className="mt-1" data-testid="checkout-approvers">
          {named
            ? t('checkout.approvers', { names: approversText(approval, t) })
            : t('checkout.companyApprovers')}
        </p>
      </div>
    ),
    sendLabel: t('checkout.send'),
  };
}
