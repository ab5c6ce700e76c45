/**
 * "Agreed price" beside a price the API marks `agreed` (issue 25): a card, a product page's colour,
 * a cart row. The label comes in the page's language (common.priceMarks.agreed).
 */
export function AgreedPriceMark({ label }: { label: string }) {
  return (
    <span data-testid="agreed-price" className="text-xs font-medium text-emerald-800">
      {label}
    </span>
  );
}
