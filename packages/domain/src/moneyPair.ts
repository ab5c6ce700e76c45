import type { PriceDisplay } from './priceDisplay';

/**
 * An amount without and with VAT, both in integer minor units: a price, a line, a discount or a
 * total. The shop keeps both because rounding makes the gross of a sum differ from the sum of grosses.
 */
export type NetGross = { net: number; gross: number };

/** The half of a pair the buyer sees: gross where prices show incl. VAT (domain priceDisplay), else net. */
export function shownAmount(pair: Readonly<NetGross>, display: Pick<PriceDisplay, 'incVat'>): number {
  return display.incVat ? pair.gross : pair.net;
}

/**
 * The pair a record spells as `<name>Net` and `<name>Gross` (the API's totals and lines do):
 * pairOf(totals, 'products') is { net: totals.productsNet, gross: totals.productsGross }.
 */
export function pairOf<Name extends string>(
  figures: Readonly<Record<`${Name}Net` | `${Name}Gross`, number>>,
  name: Name,
): NetGross {
  return { net: figures[`${name}Net`], gross: figures[`${name}Gross`] };
}

/** What a line costs after its discount, net from net and gross from gross. */
export function lineAfterDiscount(
  line: Readonly<Record<'lineNet' | 'lineGross' | 'discountNet' | 'discountGross', number>>,
): NetGross {
  return { net: line.lineNet - line.discountNet, gross: line.lineGross - line.discountGross };
}
