import type { Language } from '@workwear/domain';
import { Button, Field, fieldControlProps } from '@/ui';
import type { ApprovalsT } from './approvalServer';
import { decisionsExportPath, EXPORT_FORM_ID, type ExportProblem } from './decisionsExport';

/**
 * The approval decisions as a CSV file: a plain GET form to the storefront's export handler (no script
 * needed; the browser stays on the page and saves the file), the range defaulting to this month.
 */
export function DecisionsExportForm({
  language,
  range,
  problem,
  t,
}: {
  language: Language;
  range: { from: string; to: string };
  problem: ExportProblem | undefined;
  t: ApprovalsT;
}) {
  const date = (name: 'from' | 'to', label: string) => {
    const id = `${EXPORT_FORM_ID}-${name}`;
    return (
      <Field id={id} label={label}>
        <input
          {...fieldControlProps(id, undefined, undefined)}
          name={name}
          type="date"
          required
          defaultValue={range[name]}
        />
      </Field>
    );
  };
  return (
    <form
      id={EXPORT_FORM_ID}
      method="get"
      action={decisionsExportPath(language)}
      className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="decisions-export"
    >
      <fieldset aria-describedby={`${EXPORT_FORM_ID}-lead`}>
        <legend className="text-base font-bold text-slate-900">{t('export.legend')}</legend>
        <p id={`${EXPORT_FORM_ID}-lead`} className="mb-3 mt-1 text-sm text-slate-600">
          {t('export.lead')}
        </p>
        <div className="grid items-end gap-4 sm:grid-cols-3">
          {date('from', t('export.from'))}
          {date('to', t('export.to'))}
          <Button type="submit" size="tall" className="min-h-11" data-testid="decisions-export-submit">
            {t('export.submit')}
          </Button>
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="mt-3 font-semibold text-red-800" data-testid="decisions-export-problem">
          {t(`export.${problem}`)}
        </p>
      )}
    </form>
  );
}
