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
    sizeMissing: raw('problems.sizeMissing'),
  };
  const preview = {
    title: raw('preview.title'),
    product: raw('preview.product'),
    colour: raw('preview.colour'),
    size: raw('preview.size'),
    quantity: raw('preview.quantity'),
    unitPrice: raw('preview.unitPrice'),
    linePrice: raw('preview.linePrice'),
    chooseSize: raw('preview.chooseSize'),
    chooseSizeOption: raw('preview.chooseSizeOption'),
    notOrderable: raw('preview.notOrderable'),
    checking: raw('preview.checking'),
    failed: raw('preview.failed'),
    ready: raw('preview.ready'),
    sizeChosen: raw('preview.sizeChosen'),
  };
  return {
    label: raw('form.label'),
    help: raw('form.help'),
    example: raw('form.example'),
    exampleNote: raw('form.exampleNote'),
    lines: raw('form.lines'),
    submit: raw('form.submit'),
    sending: raw('form.sending'),
    clear: raw('form.clear'),
    problemsTitle: raw('problems.title'),
    checkTitle: raw('problems.checkTitle'),
    line: raw('problems.line'),
    reasons,
    preview,
    added: { one: raw('result.one'), other: raw('result.other') },
    none: raw('result.none'),
    empty: raw('result.empty'),
    failed: raw('result.failed'),
    viewCart: raw('result.viewCart'),
  };
}
export type QuickOrderTexts = Awaited<ReturnType<typeof quickOrderTexts>>;
