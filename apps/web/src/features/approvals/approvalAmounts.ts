import { type CurrencyFormat, formatMoney, formatPoints } from '@workwear/domain';

/**
 * An amount of the approval pages as the company reads it: money in the market's format, or points
 * (hundredths, two decimals) where the company shows points and the API gave them.
 */
export function amountText(
  minor: number,
  points: number | null | undefined,
  format: CurrencyFormat,
  pointsLabel: (amount: string) => string,
): string {
  if (points !== null && points !== undefined) return pointsLabel(formatPoints(points, format));
  return formatMoney(minor, { currency: format });
}
