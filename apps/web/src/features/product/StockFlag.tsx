import type { StockFlag as Level } from './sizeStock';

const STYLE: Readonly<Record<Level, { box: string; icon: string }>> = {
  inStock: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: 'M3 8.5l3 3 7-7' },
  low: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'M8 3v6M8 12v1' },
  out: { box: 'border-red-200 bg-red-50 text-red-900', icon: 'M4 4l8 8M12 4l-8 8' },
};

/** The colour's stock flag: icon and words together, so the state never rests on colour alone. */
export function StockFlag({ level, label, text }: { level: Level; label: string; text: string }) {
  const style = STYLE[level];
  return (
    <p
      data-testid="stock-flag"
      data-level={level}
      // Below lg after the sizes (max-lg:order-1), so the size picker starts on a phone's first screen.
      className={`inline-flex w-fit items-center gap-2 max-lg:order-1 rounded-md border px-3 py-1.5 text-sm font-medium ${style.box}`}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={style.icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{label}: </span>
      {text}
    </p>
  );
}
