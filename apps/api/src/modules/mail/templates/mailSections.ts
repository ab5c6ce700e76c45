import { html, type SafeHtml } from './html';
import type { MailRow, MailSection } from './mailTemplate';

const RULE = '1px solid #e2e8f0';

/** A value's lines joined by <br>, each line escaped. */
const withBreaks = (value: string): SafeHtml[] =>
  value.split('\n').map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`));

function amountRowHtml(row: MailRow): SafeHtml {
  const weight = row.total ? 'font-weight:700;' : '';
  const border = row.total ? 'border-top:2px solid #0f172a' : `border-bottom:${RULE}`;
  const note =
    row.note === undefined ? html`` : html`<br><span style="color:#64748b;font-size:13px">${row.note}</span>`;
  return html`<tr><td style="${weight}padding:8px 0;${border};vertical-align:top">${row.label}${note}</td><td align="right" style="${weight}padding:8px 0 8px 12px;${border};vertical-align:top;white-space:nowrap">${withBreaks(row.value)}</td></tr>`;
}

function factRowHtml(row: MailRow): SafeHtml {
  return html`<tr><td style="padding:4px 12px 4px 0;color:#64748b;vertical-align:top;width:40%">${row.label}</td><td style="padding:4px 0;vertical-align:top">${withBreaks(row.value)}</td></tr>`;
}

/** The sections as tables with inline styles (mail clients ignore style sheets). */
export function sectionsHtml(sections: readonly MailSection[]): SafeHtml[] {
  return sections.map((section) => {
    const rows = section.rows.map(section.kind === 'amounts' ? amountRowHtml : factRowHtml);
    return html`<h2 style="margin:24px 0 8px;font-size:17px;line-height:24px">${section.title}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;line-height:22px">${rows}</table>
`;
  });
}

/** Characters as a reader counts them: combining marks (NFD input) take no column. */
const width = (text: string): number => [...text.normalize('NFC')].length;
const padEnd = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));
const padStart = (text: string, to: number) => ' '.repeat(Math.max(0, to - width(text))) + text;

/** Labels longer than this are not padded to: a long product name would push every amount off screen. */
const MAX_LABEL_COLUMN = 36;

/** Amounts in a right-aligned column after the labels; a note goes on its own line, indented. */
function amountsText(rows: readonly MailRow[]): string[] {
  const labelColumn = Math.min(MAX_LABEL_COLUMN, Math.max(...rows.map((r) => width(r.label))));
  const valueColumn = Math.max(...rows.map((r) => width(r.value)));
  return rows.flatMap((row) => {
    const line = `${padEnd(row.label, labelColumn)}  ${padStart(row.value, valueColumn)}`;
    const rule = row.total ? ['-'.repeat(width(line))] : [];
    return [...rule, line, ...(row.note === undefined ? [] : [`  ${row.note}`])];
  });
}

/** "Label: value"; a value of several lines starts under the label, indented. */
function factsText(rows: readonly MailRow[]): string[] {
  return rows.flatMap((row) => {
    const lines = row.value.split('\n');
    return lines.length === 1
      ? [`${row.label}: ${row.value}`]
      : [`${row.label}:`, ...lines.map((l) => `  ${l}`)];
  });
}

/** The sections for the text part: a title, its rows, a blank line. */
export function sectionsText(sections: readonly MailSection[]): string[] {
  return sections.flatMap((section) => [
    section.title,
    ...(section.kind === 'amounts' ? amountsText(section.rows) : factsText(section.rows)),
    '',
  ]);
}
