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
      <table className="ww-guide w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            <th scope="col">{sizeLabel}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional under their column.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
