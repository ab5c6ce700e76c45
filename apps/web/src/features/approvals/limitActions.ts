'use server';

import { HttpError } from '@workwear/client';
import { apiErrorSchema } from '@workwear/contracts';
import { type CurrencyFormat, isSupportedLanguage, marketAmountInput } from '@workwear/domain';
import { logError } from '@/lib/serverLog';
import { type ApprovalsT, approvalScope, approvalsT } from './approvalServer';
import { type LimitChange, type LimitRowError, type LimitRowInput, limitChanges } from './limitChanges';

/** The limits form's answer: a sentence, and per input (by its name) the error to show beside it. */
export type LimitsAnswer = {
  readonly ok: boolean;
  readonly text: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Bumped on every save, so the form knows a new answer from the last one. */
  readonly at: number;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function rowsOf(form: FormData): LimitRowInput[] {
  return text(form, 'ids')
    .split(',')
    .map((id) => Number.parseInt(id, 10))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .map((customerId) => ({
      customerId,
      limit: text(form, `limit-${customerId}`),
      attestant: text(form, `attestant-${customerId}`),
      shownLimit: text(form, `shownLimit-${customerId}`),
      shownAttestant: text(form, `shownAttestant-${customerId}`),
    }));
}

const errorText = (error: LimitRowError, t: ApprovalsT, format: CurrencyFormat) =>
  error === 'invalidAmount'
    ? t('admin.invalidAmount', { example: marketAmountInput(125_050, format) })
    : t(`admin.${error}`);

/** The API's 400 names limits.N.amountLimit or .amountLimitAttestant: the field of the N-th change sent. */
function apiFieldErrors(
  body: unknown,
  changes: readonly LimitChange[],
  t: ApprovalsT,
  format: CurrencyFormat,
) {
  const parsed = apiErrorSchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const { field } of parsed.success ? (parsed.data.details?.fields ?? []) : []) {
    const match = /^limits\.(\d+)\.(amountLimit|amountLimitAttestant)$/.exec(field);
    const change = match ? changes[Number(match[1])] : undefined;
    if (!match || !change) continue;
    if (match[2] === 'amountLimit')
      errors[`limit-${change.customerId}`] = errorText('invalidAmount', t, format);
    else errors[`attestant-${change.customerId}`] = errorText('invalidEmail', t, format);
  }
  return errors;
}

/**
 * Saves the limits administration's changed rows in one bulk update (all or nothing, as the API
 * writes them). The rows are checked first by the same rules the API applies (limitChanges), so a
 * field error is named in the visitor's language and nothing is sent while any row is in error.
 */
export async function saveLimits(_previous: LimitsAnswer | null, form: FormData): Promise<LimitsAnswer> {
  const lang = text(form, 'lang');
  const companyId = Number.parseInt(text(form, 'companyId'), 10);
  const language = isSupportedLanguage(lang) ? lang : 'en';
  const [t, scope] = await Promise.all([approvalsT(language), approvalScope(language)]);
  const format = scope.market.currency;
  const answer = (ok: boolean, sentence: string, fieldErrors: Record<string, string> = {}): LimitsAnswer => ({
    ok,
    text: sentence,
    fieldErrors,
    at: Date.now(),
  });
  if (!Number.isSafeInteger(companyId) || companyId < 1) return answer(false, t('admin.failed'));
  const { changes, errors } = limitChanges(rowsOf(form), format);
  const fieldErrors: Record<string, string> = {};
  for (const [id, row] of Object.entries(errors)) {
    if (row.limit) fieldErrors[`limit-${id}`] = errorText(row.limit, t, format);
    if (row.attestant) fieldErrors[`attestant-${id}`] = errorText(row.attestant, t, format);
  }
  if (Object.keys(fieldErrors).length > 0) return answer(false, t('admin.fixErrors'), fieldErrors);
  if (changes.length === 0) return answer(true, t('admin.nothingChanged'));
  try {
    await scope.api.updateAmountLimits({ companyId, limits: [...changes] });
    return answer(true, t('admin.saved'));
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status === 400) {
        const named = apiFieldErrors(error.body, changes, t, format);
        if (Object.keys(named).length > 0) return answer(false, t('admin.fixErrors'), named);
      }
      if (error.status === 403) return answer(false, t('admin.forbidden'));
      if (error.status === 404) return answer(false, t('admin.notFound'));
    }
    logError('Amount limits not saved.', error);
    return answer(false, t('admin.failed'));
  }
}
