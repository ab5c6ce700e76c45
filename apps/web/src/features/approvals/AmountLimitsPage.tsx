import { HttpError } from '@workwear/client';
import { type CurrencyFormat, formatMoney, type Language, toPoints } from '@workwear/domain';
import { AccountFrame, getCompanyContext, getCompanyPages } from '@/features/account';
import { orderCurrencyFormat } from '@/features/orders';
import { logError } from '@/lib/serverLog';
import { amountText } from './approvalAmounts';
import { approvalScope, approvalsT } from './approvalServer';
import { LimitsForm } from './LimitsForm';
import { limitInputOf } from './limitChanges';
import { Notice } from './Notice';

/**
 * The company's spending limits per customer (company/amount-limits, issue 28): each person's limit
 * for the period, who decides over it and what the period has used, with one bulk save. The API
 * answers whom the visitor may see (team rules: a restricted customer admin sees their own team) and
 * whether they may change them (spec §6: internal, administrator, customer admin; a plain customer
 * admin under UseAmountLimitForCustomerAdmins sees them disabled).
 */
export async function AmountLimitsPage({ language }: { language: Language }) {
  const [t, scope, pages, company] = await Promise.all([
    approvalsT(language),
    approvalScope(language),
    getCompanyPages(language),
    getCompanyContext(language),
  ]);
  const frame = (children: React.ReactNode) => (
    <AccountFrame language={language} current="CompanyAmountLimits" title={t('admin.title')}>
      {children}
    </AccountFrame>
  );
  if (!pages.amountLimits || !company.company)
    return frame(
      <Notice tone="empty" testId="limits-not-used">
        {t('admin.notUsed')}
      </Notice>,
    );
  const limits = await scope.api
    .amountLimits(company.company.id)
    .catch((error: unknown): 'forbidden' | 'failed' => {
      if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return 'forbidden';
      logError('Amount limits not loaded.', error);
      return 'failed';
    });
  if (limits === 'forbidden')
    return frame(
      <Notice tone="empty" testId="limits-forbidden">
        {t('admin.forbidden')}
      </Notice>,
    );
  if (limits === 'failed')
    return frame(
      <Notice tone="error" testId="limits-failed">
        {t('admin.loadFailed')}
      </Notice>,
    );
  const format: CurrencyFormat = orderCurrencyFormat({
    market: scope.market.name,
    currency: limits.currency,
  });
  // Limits are typed in money (minor units); where the company shows points, each amount says both.
  const show = (minor: number) => {
    const money = formatMoney(minor, { currency: format });
    const points = toPoints(minor, {
      ShowPoints: limits.showPoints,
      PricePointsFactor: limits.pricePointsFactor,
    });
    return points === null
      ? money
      : `${money} · ${amountText(minor, points, format, (amount) => t('points', { amount }))}`;
  };
  const period = t(`limits.period.${limits.period}`);
  const editable = limits.canEdit && limits.visibility === 'shown';
  return frame(
    <>
      <p className="mt-2 text-slate-600">
        {limits.defaultAmount > 0
          ? t('admin.lead', { period, amount: show(limits.defaultAmount) })
          : t('admin.leadNoDefault', { period })}
      </p>
      {!editable && (
        <p
          className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800"
          data-testid="limits-read-only"
        >
          {t('admin.disabled')}
        </p>
      )}
      {limits.customers.length === 0 ? (
        <Notice tone="empty" testId="limits-empty">
          {t('admin.empty')}
        </Notice>
      ) : (
        <LimitsForm
          lang={language}
          companyId={limits.companyId}
          editable={editable}
          rows={limits.customers.map((c) => ({
            customerId: c.customerId,
            name: c.name,
            email: c.email,
            limit: limitInputOf(c.limit, c.usesDefault, format),
            attestant: c.attestantEmail ?? '',
            used: show(c.used),
            usesDefault: c.usesDefault,
            limitLabel: t('admin.limitOf', { name: c.name }),
            attestantLabel: t('admin.attestantOf', { name: c.name }),
          }))}
          texts={{
            limit: `${t('admin.limit')} (${format.code})`,
            attestant: t('admin.attestant'),
            attestantHint: t('admin.attestantHint'),
            used: t('admin.used', { period }),
            usesDefault: t('admin.usesDefault'),
            placeholderDefault: t('admin.usesDefault'),
            save: t('admin.save'),
            busy: t('admin.busy'),
          }}
        />
      )}
    </>,
  );
}
