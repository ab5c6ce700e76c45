import type { ProductDetail } from '@workwear/contracts';

type Flag = ProductDetail['flags'][number];

/** Product and colour flags; a promotion flag stands out (its own words say it is a promotion). */
export function ProductFlags({ flags, label }: { flags: readonly Flag[]; label: string }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li
          key={flag.id}
          data-promotion={flag.isPromotion || undefined}
          className={`rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${flag.isPromotion ? 'bg-red-700 text-white' : 'bg-slate-900 text-white'}`}
        >
          {flag.name}
        </li>
      ))}
    </ul>
  );
}
