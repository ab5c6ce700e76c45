import { FilterValueLink, type FilterValueTexts } from './FilterValueLink';
import type { FilterGroupView } from './filterGroups';

export type FilterGroupTexts = FilterValueTexts & {
  anyOf: string;
  allOf: string;
  anyOfHint: string;
  allOfHint: string;
  showMore: (count: number) => string;
};

type Props = {
  group: FilterGroupView;
  hrefOf: (value: FilterGroupView['values'][number]) => string;
  texts: FilterGroupTexts;
};

/** Values shown before "show more"; long lists (sizes) fold the rest away. */
const VISIBLE_VALUES = 12;

/** Short value names (sizes) sit side by side as pills; longer ones stack as ticked rows. */
const isCompact = (group: FilterGroupView) =>
  group.values.length > VISIBLE_VALUES && group.values.every((v) => v.label.length <= 5 && !v.hex);

/**
 * One parametric: its name, whether its values combine as "any of" (OR) or "all of" (AND), and its
 * values with counts. A folded-away value that is selected keeps the fold open, so no selection hides.
 */
export function FilterGroup({ group, hrefOf, texts }: Props) {
  const headingId = `filter-heading-${group.code}`;
  const hintId = `filter-hint-${group.code}`;
  const compact = isCompact(group);
  const shown = group.values.slice(0, VISIBLE_VALUES);
  const folded = group.values.slice(VISIBLE_VALUES);
  const list = (values: FilterGroupView['values']) => (
    <ul className={compact ? 'flex flex-wrap gap-1.5' : 'space-y-0.5'}>
      {values.map((value) => (
        <li key={value.token.valueId}>
          <FilterValueLink value={value} href={hrefOf(value)} texts={texts} compact={compact} />
        </li>
      ))}
    </ul>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the values are links, not form controls, so not a fieldset.
    <div
      role="group"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      data-testid={`filter-${group.code}`}
      className="border-t border-slate-200 py-4"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {group.name}
        </h3>
        <span id={hintId} className="text-xs text-slate-500">
          <span aria-hidden="true">{group.isAnd ? texts.allOf : texts.anyOf}</span>
          <span className="sr-only">{group.isAnd ? texts.allOfHint : texts.anyOfHint}</span>
        </span>
      </div>
      {list(shown)}
      {folded.length > 0 && (
        <details className="group/more mt-1.5" open={folded.some((v) => v.selected) || undefined}>
          <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline group-open/more:hidden [&::-webkit-details-marker]:hidden">
            {texts.showMore(folded.length)}
          </summary>
          <div className={compact ? 'mt-1.5' : ''}>{list(folded)}</div>
        </details>
      )}
    </div>
  );
}
