import type { GuideTable } from './sizeGuideView';

/**
 * One size table. It scrolls sideways on narrow screens with the size column kept in view; the
 * scrolling box takes keyboard focus so it can be scrolled without a pointer.
 */
export function GuideTableView({
  table,
  caption,
  sizeLabel,
}: {
  table: GuideTable;
  caption: string;
  sizeLabel: string;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label={caption}
      className="overflow-x-auto rounded-md border border-slate-200"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-100 px-3 py-2 font-semibold">
              {sizeLabel}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.size} className="border-t border-slate-200 odd:bg-white even:bg-slate-50">
              <th scope="row" className="sticky left-0 bg-inherit px-3 py-2 text-left font-semibold">
                {row.size}
              </th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional under their column.
                <td key={i} className="px-3 py-2 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
