import type { OrderView } from '@workwear/contracts';

type Line = OrderView['lines'][number];

/**
 * A line's amounts as the order showed them (useIncVat: gross, else net), like the summary's products:
 * the unit price, the line before its discount, and what the line costs after it.
 */
export function lineAmounts(line: Line, useIncVat: boolean) {
  const pick = (net: number, gross: number) => (useIncVat ? gross : net);
  const before = pick(line.lineNet, line.lineGross);
  return {
    unit: pick(line.unitNet, line.unitGross),
    before,
    after: before - pick(line.discountNet, line.discountGross),
  };
}
