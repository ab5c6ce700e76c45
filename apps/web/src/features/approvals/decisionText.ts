import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { approvalsT } from './approvalServer';
import { conflictReading, type DecisionResult } from './decisionResult';

/** A decision's answer in the visitor's language, as the form shows it (an alert or a field error). */
export async function decisionText(language: Language, result: DecisionResult): Promise<string> {
  const t = await approvalsT(language);
  if (result.ok) {
    if (result.kind === 'approve') return t('decision.approved');
    if (result.kind === 'deny') return t('decision.denied');
    return t('state.Cancelled');
  }
  switch (result.failure) {
    case 'messageRequired':
    case 'messageTooLong':
      return t(`decision.${result.failure}`);
    case 'conflict': {
      const reading = conflictReading(result.approval, result.decidedBy);
      if (reading.key === 'cartChanged')
        return t('decision.cartChanged', { reason: t(`reason.${reading.reason}`) });
      if (reading.key === 'decidedBy')
        return t('decision.decidedBy', { name: reading.name, state: t(`state.${reading.state}`) });
      return t(`decision.${reading.key}`, { state: t(`state.${reading.state}`) });
    }
    case 'refused': {
      const errors = await getTranslations({ locale: language, namespace: 'orderErrors' });
      const key = `codes.${result.code}` as Parameters<typeof errors>[0];
      const reason = errors.has(key) ? errors(key, { lines: result.skus.join(', ') }) : errors('unknown');
      return t('decision.refused', { reason });
    }
    default:
      return t(`decision.${result.failure}`);
  }
}
