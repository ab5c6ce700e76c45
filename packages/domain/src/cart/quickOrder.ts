import { PART_NO_LENGTH } from '../sku';
import { isRowQuantity } from './cartRows';

/** The most lines one quick order takes (the 200). */
export const QUICK_ORDER_MAX_LINES = 200;

export type QuickOrderLine = { line: number; sku: string; quantity: number };

export type QuickOrderError = {
  /** 1-based, counting blank lines too, so it matches what the shopper sees in the text box. */
  line: number;
  text: string;
  reason: 'format' | 'quantity' | 'tooMany';
};

export type QuickOrder = { lines: QuickOrderLine[]; errors: QuickOrderError[] };

// Between sku and quantity: whitespace (tabs from a spreadsheet, no-break spaces), ';' or ','.
const SEPARATORS = /[\s;,]+/u;
const LEADING_SEPARATORS = /^[\s;,]+/u;
const OUTER_SEPARATORS = /^[\s;,]+|[\s;,]+$/gu;
// A sku is at least a colour part number (12 letters or digits) plus a size.
const SKU = new RegExp(`^[A-Z0-9]{${PART_NO_LENGTH},}$`);
const WHOLE_NUMBER = /^\d+$/;
// Numbers that are not valid quantities (signed, fractional with '.' or ',') are quantity errors,
// not format errors, so the shopper is told what to fix.
const NUMBER_LIKE = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

function parseLine(text: string): { sku: string; quantity: number } | QuickOrderError['reason'] {
  const [first = ''] = text.split(SEPARATORS);
  const sku = first.toUpperCase();
  if (!SKU.test(sku)) return 'format';
  // The quantity is the rest of the line, so a decimal comma ('2,5') stays one (wrong) quantity.
  const rest = text.slice(first.length).replace(LEADING_SEPARATORS, '');
  if (rest === '') return { sku, quantity: 1 };
  if (WHOLE_NUMBER.test(rest)) {
    const quantity = Number(rest);
    return isRowQuantity(quantity) ? { sku, quantity } : 'quantity';
  }
  return NUMBER_LIKE.test(rest) ? 'quantity' : 'format';
}

/**
 * Lines of "SKU quantity", typed or pasted from a spreadsheet. The quantity is optional (1); blank
 * lines are skipped; skus are trimmed and upper-cased. Past `maxLines` non-blank lines, every further
 * line is refused as 'tooMany'. The same sku on two lines stays two lines: the cart's add rule merges
 * them.
 */
export function parseQuickOrder(text: string, maxLines = QUICK_ORDER_MAX_LINES): QuickOrder {
  const result: QuickOrder = { lines: [], errors: [] };
  let nonBlank = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.replace(OUTER_SEPARATORS, '');
    if (trimmed === '') return;
    nonBlank += 1;
    if (nonBlank > maxLines) {
      result.errors.push({ line, text: trimmed, reason: 'tooMany' });
      return;
    }
    const parsed = parseLine(trimmed);
    if (typeof parsed === 'string') result.errors.push({ line, text: trimmed, reason: parsed });
    else result.lines.push({ line, ...parsed });
  });
  return result;
}
