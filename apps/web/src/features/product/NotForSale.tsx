type Props = {
  /** Why, and what to do: the product, or only this colour, cannot be ordered. */
  text: string;
};

/**
 * In place of stock and sizes when the shown colour cannot be ordered, which the API sends only where
 * the market's UseDisplayNonSellableProducts is on. The heading says "Cannot be ordered" where the
 * price would be; this says why and what is left to do. Plain text in the page's flow (no live region:
 * it is there on load), so a screen reader meets it right after the colours, where the sizes would be.
 */
export function NotForSale({ text }: Props) {
  return (
    <p
      data-testid="product-not-for-sale"
      className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 text-sm text-slate-800"
    >
      {text}
    </p>
  );
}
