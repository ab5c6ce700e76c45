import type { OrderView } from '@workwear/contracts';
import { lineAfterDiscount, pairOf, shownAmount } from '@workwear/domain/moneyPair';

type Line = OrderView['lines'][number];

/**
 * A line's amounts as the order showed them (useIncVat: gross, else net), like the summary's products:
 * the unit price, the line before its discount, and what the line costs after it.
 */
export function lineAmounts(line: Line, useIncVat: boolean) {
  const display = { incVat: useIncVat };
  return {
    unit: shownAmount(pairOf(line, 'unit'), display),
    before: shownAmount(pairOf(line, 'line'), display),
    after: shownAmount(lineAfterDiscount(line), display),
  };
}
