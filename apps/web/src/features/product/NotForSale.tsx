type Props = {
  /** The short label, as on a list's card ("Cannot be ordered"). */
  label: string;
  /** Why, and what to do: the product, or only this colour, cannot be ordered. */
  text: string;
};

/**
 * In place of stock and sizes when the shown colour cannot be ordered, which the API sends only where
 * the market's UseDisplayNonSellableProducts is on. Plain text in the page's flow (no live region: it
 * is there on load), so a screen reader meets it right after the colour choice, where the sizes would be.
 */
export function NotForSale({ label, text }: Props) {
  return (
    <div
      data-testid="product-not-for-sale"
      className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 text-sm text-slate-800"
    >
      <p className="font-semibold">{label}</p>
      <p className="mt-0.5">{text}</p>
    </div>
  );
}
