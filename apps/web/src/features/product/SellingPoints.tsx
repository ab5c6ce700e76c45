import { MAX_SELLING_POINTS } from '@workwear/domain';

/** The product's selling points, at most MAX_SELLING_POINTS (spec: usps, at most 10). */
export function SellingPoints({ points, heading }: { points: readonly string[]; heading: string }) {
  const shown = points.slice(0, MAX_SELLING_POINTS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="product-usps" className="max-lg:order-2">
      <h2 id="product-usps" className="text-sm font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {shown.map((point) => (
          <li key={point} className="flex gap-2">
            <svg
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-brand-600"
            >
              <path
                d="M3 8.5l3 3 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
