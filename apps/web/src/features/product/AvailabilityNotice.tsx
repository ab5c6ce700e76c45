/** Why no colour or size can be chosen: the colour is out of stock, or the product is not sold here. */
export function AvailabilityNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      {text}
    </p>
  );
}
