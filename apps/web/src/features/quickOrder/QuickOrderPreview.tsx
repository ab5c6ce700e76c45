import { useId } from 'react';
import { fillText } from '@/features/cart/client';
import type { PreviewRow } from './quickOrderPreview';
import type { QuickOrderTexts } from './quickOrderTexts';

type Props = {
  rows: readonly PreviewRow[];
  texts: QuickOrderTexts;
  maxLines: number;
  onChooseSize: (line: number, sku: string, size: string) => void;
};

/**
 * The box's lines as they would go into the cart, before adding (issue 27): each line's product,
 * colour, size, quantity and price, the reason for a line that cannot be added, and a size choice
 * for a colour typed without its size. A list rather than a table, so a phone shows it unscrolled.
 */
export function QuickOrderPreview({ rows, texts, maxLines, onChooseSize }: Props) {
  const headingId = useId();
  const t = texts.preview;
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="quick-order-preview">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t.title}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
        {rows.map((row) => (
          <li
            key={row.line}
            data-testid="quick-order-preview-line"
            data-line={row.line}
            data-status={row.status}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                <span className="mr-2 font-normal text-slate-600">
                  {fillText(texts.line, { line: row.line })}
                </span>
                {row.name ?? <code className="break-all font-mono">{row.text}</code>}
              </p>
              {row.name && <LineFacts row={row} texts={texts} />}
              {row.status !== 'ready' && row.status !== 'sizeMissing' && (
                <p className="text-amber-900">{fillText(texts.reasons[row.status], { max: maxLines })}</p>
              )}
              {row.status === 'sizeMissing' && row.sizes && (
                <SizeChoice row={row} texts={texts} onChooseSize={onChooseSize} />
              )}
            </div>
            {row.status === 'ready' && (
              <p className="text-right">
                {row.linePrice && (
                  <span className="block font-semibold text-slate-900" data-testid="quick-order-line-price">
                    {row.linePrice}
                  </span>
                )}
                <span className="text-emerald-800">{t.ready}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LineFacts({ row, texts }: { row: PreviewRow; texts: QuickOrderTexts }) {
  const t = texts.preview;
  const facts = [
    row.colour && `${t.colour}: ${row.colour}`,
    row.size && `${t.size}: ${row.size}`,
    row.quantity !== undefined && `${t.quantity}: ${row.quantity}`,
    row.unitPrice && `${t.unitPrice}: ${row.unitPrice}`,
  ].filter(Boolean);
  return (
    <p className="text-slate-700" data-testid="quick-order-line-facts">
      {facts.join(' · ')}
    </p>
  );
}

function SizeChoice({
  row,
  texts,
  onChooseSize,
}: {
  row: PreviewRow;
  texts: QuickOrderTexts;
  onChooseSize: Props['onChooseSize'];
}) {
  const t = texts.preview;
  // Buttons rather than a select: a select's arrow keys would choose at the first press.
  return (
    <div className="mt-2">
      <p className="text-amber-900">{texts.reasons.sizeMissing}</p>
      <fieldset className="mt-1">
        <legend className="font-semibold text-slate-800">{fillText(t.chooseSize, { line: row.line })}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {row.sizes?.map((s) => (
            <button
              key={s.sku}
              type="button"
              disabled={!s.orderable}
              data-testid="quick-order-size"
              aria-label={s.orderable ? undefined : fillText(t.notOrderable, { size: s.size })}
              onClick={() => onChooseSize(row.line, s.sku, s.size)}
              className="min-h-11 min-w-11 rounded-md border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500 disabled:line-through"
            >
              {s.size}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
