/** What one line of a reorder came to (the API's answer, per line). */
export type ReorderOutcome = {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly outcome: 'added' | 'priceChanged' | 'unavailable';
  readonly previousPrice: number;
  readonly price: number | null;
};

export type ReorderNoticeLine = {
  readonly key: string;
  readonly name: string;
  readonly sku: string;
  readonly outcome: ReorderOutcome['outcome'];
  readonly note: string;
};

/** The notes the cart shows after a reorder, already in the page's words. */
export type ReorderNotice = {
  readonly title: string;
  readonly lines: readonly ReorderNoticeLine[];
  readonly dismiss: string;
};

export type ReorderNoticeTexts = {
  readonly title: string;
  readonly added: string;
  readonly unavailable: string;
  readonly priceChanged: (before: string, now: string) => string;
  readonly dismiss: string;
};

/**
 * A note per line: added, added at a changed price (old → new, in the display the order had), or no
 * longer available. The lines that need the buyer's attention come first; the rest keep the order's
 * line order.
 */
export function reorderNotice(
  lines: readonly ReorderOutcome[],
  money: (minor: number) => string,
  texts: ReorderNoticeTexts,
): ReorderNotice {
  const note = (line: ReorderOutcome): string => {
    if (line.outcome === 'unavailable') return texts.unavailable;
    if (line.outcome === 'priceChanged' && line.price !== null)
      return texts.priceChanged(money(line.previousPrice), money(line.price));
    return texts.added;
  };
  const rank = (line: ReorderOutcome) => (line.outcome === 'added' ? 1 : 0);
  const ordered = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => rank(a.line) - rank(b.line) || a.index - b.index);
  return {
    title: texts.title,
    dismiss: texts.dismiss,
    lines: ordered.map(({ line, index }) => ({
      key: `${index}-${line.sku}`,
      name: line.name,
      sku: line.sku,
      outcome: line.outcome,
      note: note(line),
    })),
  };
}
