import type { CurrencyFormat } from './markets';
import { assertMinor, tryToMinorUnits } from './money';

/**
 * Amounts typed into a form the market's way ("1 234,50" in Sweden, "1.234,50" in Germany,
 * "1,234.50" in the US) and back, exactly: the text is turned into the canonical decimal and parsed
 * by the one money parser (tryToMinorUnits), never through a float.
 */

type Separators = Pick<CurrencyFormat, 'decimalSeparator' | 'groupSeparator'>;

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Minor units of an amount as a visitor types it in the market's format: group separators and spaces
 * are ignored, the market's decimal separator marks the decimals (at most two). A group separator
 * placed where it cannot group ("1.2,50" in Germany) and anything else is undefined.
 */
export function parseMarketAmount(text: string, format: Separators): number | undefined {
  const parts = text.trim().replace(SPACES, ' ').split(format.decimalSeparator);
  if (parts.length > 2) return undefined;
  const [whole = '', fraction] = parts;
  const group = format.groupSeparator.replace(SPACES, '') || ' ';
  // Ungrouped digits, or groups of three after the first (by the market's separator or a space).
  const grouped = whole.split(group).join(' ');
  if (!/^[+-]?(?:\d+|\d{1,3}(?: \d{3})+)$/.test(grouped)) return undefined;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return undefined;
  return tryToMinorUnits(`${grouped.replace(/ /g, '')}${fraction === undefined ? '' : `.${fraction}`}`);
}

/** An amount as a form field holds it in the market's format: decimals only when there are any, no groups. */
export function marketAmountInput(minor: number, format: Separators): string {
  assertMinor(minor);
  const abs = Math.abs(minor);
  const whole = String(Math.trunc(abs / 100));
  const cents = abs % 100;
  const sign = minor < 0 ? '-' : '';
  return cents === 0
    ? `${sign}${whole}`
    : `${sign}${whole}${format.decimalSeparator}${String(cents).padStart(2, '0')}`;
}

/** Points (hundredths of a point, as toPoints gives them) with two decimals the market's way: "12,50". */
export function formatPoints(hundredths: number, format: Separators): string {
  assertMinor(hundredths, 'points');
  const abs = Math.abs(hundredths);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator);
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}${whole}${format.decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
}
