/**
 * The shop's word mark: drawn in SVG so no image request is needed above the fold. Compact: the name
 * only from the sm width up (still read out below it), so a signed-in phone header, with the company
 * switcher and the account menu, keeps to one row.
 */
export function BrandMark({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#0f172a" />
        <path d="M8 10h4l2 9 2-7h2l2 7 2-9h4l-4 13h-3l-2-6-2 6h-3z" fill="#f97316" />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight text-slate-900 ${compact ? 'sr-only sm:not-sr-only' : ''}`}
      >
        {name}
      </span>
    </span>
  );
}
