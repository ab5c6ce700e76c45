import { HttpError } from '@workwear/client';
import { type Language, loginRedirectPath, routePath } from '@workwear/domain';
import { NextResponse } from 'next/server';
import { logError } from '@/lib/serverLog';
import { approvalScope } from './approvalServer';

/** Why an export was not given, as the pending-order page's `export` parameter names it. */
export type ExportProblem = 'forbidden' | 'invalid' | 'failed';
const PROBLEMS: readonly string[] = ['forbidden', 'invalid', 'failed'] satisfies ExportProblem[];

export const exportProblemOf = (value: string | string[] | undefined): ExportProblem | undefined =>
  typeof value === 'string' && PROBLEMS.includes(value) ? (value as ExportProblem) : undefined;

/** Where the page's problem notice is, so the way back scrolls to it. */
export const EXPORT_FORM_ID = 'decisions-export';

/**
 * The export's handler, /{lang}/approval-decisions?from&to: under the language prefix so proxy.ts
 * refreshes the session (and shows the logged-out page for an ended one) as it does for every page.
 */
export const decisionsExportPath = (language: Language) => `/${language}/approval-decisions`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOM = '\uFEFF';

/**
 * GET /{lang}/approval-decisions: the company's approval decisions in the chosen range, as the API
 * writes them (approvalDecisionsExportCall), handed to the browser as a CSV download. The browser
 * never holds the API's token, so the storefront's server asks with the visitor's session. Anonymous:
 * to sign-in, and back to the pending-order page after (a download is no page to return to). The
 * API's 403 and 400, or a failure, go back to the page, which says so by the form.
 */
export async function decisionsExportResponse(language: Language, url: URL): Promise<Response> {
  const pending = routePath('CompanyPendingOrders', language);
  const to = (path: string) => NextResponse.redirect(new URL(path, url), 303);
  const back = (problem: ExportProblem) => to(`${pending}?export=${problem}#${EXPORT_FORM_ID}`);
  const scope = await approvalScope(language);
  if (!scope.signedIn) return to(loginRedirectPath(pending));
  const from = url.searchParams.get('from') ?? '';
  const until = url.searchParams.get('to') ?? '';
  // The form always sends both; the file is named by them, so a range without them is no export.
  if (!DATE.test(from) || !DATE.test(until)) return back('invalid');
  let csv: string;
  try {
    const body = await scope.api.exportDecisions({ from, to: until });
    csv = typeof body === 'string' ? body : await body.text();
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return back('forbidden');
    if (error instanceof HttpError && error.status === 400) return back('invalid');
    logError('Approval decisions not exported.', error);
    return back('failed');
  }
  // Reading the API's answer as text dropped its byte-order mark; spreadsheet programs need it to
  // read the file as UTF-8 (ö, ę, ř intact).
  return new Response(csv.startsWith(BOM) ? csv : `${BOM}${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="approval-decisions-${from}-${until}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
