import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { QuickOrderProblemReason } from './quickOrderOutcome';

/** The quick order island's words, raw ({name} placeholders are filled in the browser by fillText). */
export async function quickOrderTexts(language: Language) {
  const t = await getTranslations({ locale: language, namespace: 'quickOrder' });
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  const reasons: Record<QuickOrderProblemReason, string> = {
    format: raw('problems.format'),
    quantity: raw('problems.quantity'),
    tooMany: raw('problems.tooMany'),
    unknown: raw('problems.unknown'),
    unavailable: raw('problems.unavailable'),
    invalid: raw('problems.invalid'),
  };
  return {
    label: raw('form.label'),
    help: raw('form.help'),
    example: raw('form.example'),
    lines: raw('form.lines'),
    submit: raw('form.submit'),
    sending: raw('form.sending'),
    clear: raw('form.clear'),
    problemsTitle: raw('problems.title'),
    checkTitle: raw('problems.checkTitle'),
    line: raw('problems.line'),
    reasons,
    added: { one: raw('result.one'), other: raw('result.other') },
    none: raw('result.none'),
    empty: raw('result.empty'),
    failed: raw('result.failed'),
    viewCart: raw('result.viewCart'),
  };
}
export type QuickOrderTexts = Awaited<ReturnType<typeof quickOrderTexts>>;
