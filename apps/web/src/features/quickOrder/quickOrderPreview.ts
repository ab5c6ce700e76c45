import type { CartLinesPreview } from '@workwear/contracts';
import type { QuickOrder } from '@workwear/domain';

/** A size offered for a line that names a colour without its size. */
export type PreviewSize = { readonly sku: string; readonly size: string; readonly orderable: boolean };

/** One line of the box as the check shows it before adding (prices already written the market's way). */
export type PreviewRow = {
  /** 1-based line of the text box. */
  readonly line: number;
  readonly text: string;
  readonly status: CartLinesPreview['lines'][number]['status'] | 'format' | 'quantity' | 'tooMany';
  readonly name?: string;
  readonly colour?: string;
  readonly size?: string;
  readonly quantity?: number;
  readonly unitPrice?: string;
  readonly linePrice?: string;
  readonly sizes?: readonly PreviewSize[];
};

/**
 * The check's rows in text-box order: the lines the browser's parse refused, and each line the
 * service read, with its product, colour, size and price (null `money` hides prices: HidePrice).
 */
export function previewRows(
  order: QuickOrder,
  answer: CartLinesPreview | null,
  money: ((amount: { net: number; gross: number }) => string) | null,
): PreviewRow[] {
  const rows: PreviewRow[] = order.errors.map((e) => ({ line: e.line, text: e.text, status: e.reason }));
  const byIndex = new Map(answer?.lines.map((l) => [l.index, l]));
  order.lines.forEach((sent, index) => {
    const a = byIndex.get(index);
    const text = `${sent.sku} ${sent.quantity}`;
    if (!a) {
      rows.push({ line: sent.line, text, status: 'invalid' });
      return;
    }
    rows.push({
      line: sent.line,
      text,
      status: a.status,
      ...(a.name !== undefined ? { name: a.name } : {}),
      ...(a.colour !== undefined ? { colour: a.colour } : {}),
      ...(a.size !== undefined ? { size: a.size } : {}),
      quantity: a.quantity ?? sent.quantity,
      ...(money && a.unit ? { unitPrice: money(a.unit) } : {}),
      ...(money && a.line ? { linePrice: money(a.line) } : {}),
      ...(a.sizes ? { sizes: a.sizes.map(({ sku, size, orderable }) => ({ sku, size, orderable })) } : {}),
    });
  });
  return rows.sort((a, b) => a.line - b.line);
}

/**
 * The box with one line's colour part number completed by the chosen size's sku, the quantity and
 * anything after it kept as typed: choosing a size turns "100111639900 2" into "100111639900C48 2".
 */
export function withChosenSize(text: string, line: number, sku: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const at = lines[line - 1];
  if (at === undefined) return text;
  lines[line - 1] = at.replace(/^([\s;,]*)([A-Za-z0-9]+)/u, (_m, lead: string) => `${lead}${sku}`);
  return lines.join('\n');
}
