import type { FilterValueView } from './filterGroups';
import { CheckIcon } from './icons';
import { ListLink } from './ListLink';

export type FilterValueTexts = { selected: string; preselected: string; count: (count: number) => string };

type Props = { value: FilterValueView; href: string; texts: FilterValueTexts; compact: boolean };

const box = (selected: boolean) =>
  `grid h-4 w-4 shrink-0 place-items-center rounded-[4px] border ${selected ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-400 bg-white'}`;

/**
 * One filter value as a link that selects or deselects it. Its name reads the value, its count and
 * whether it is selected; the selected state shows as a ticked box (or a filled pill), not by colour
 * alone. The route's own gender value is shown ticked but is not a link: this page is that gender.
 */
export function FilterValueLink({ value, href, texts, compact }: Props) {
  const name = (
    <>
      {value.hex && (
        <span
          aria-hidden="true"
          className="h-4 w-4 shrink-0 rounded-full border border-slate-300 shadow-inner"
          style={{ backgroundColor: value.hex }}
        />
      )}
      <span className={compact ? '' : 'min-w-0 flex-1 break-words'}>{value.label}</span>
      {value.selected && (
        <span className="sr-only">, {value.locked ? texts.preselected : texts.selected}</span>
      )}
      <span
        className={`text-xs tabular-nums ${value.selected && compact ? 'text-slate-300' : 'text-slate-500'}`}
      >
        <span aria-hidden="true">{value.count}</span>
        <span className="sr-only">, {texts.count(value.count)}</span>
      </span>
    </>
  );
  if (compact) {
    const pill = `inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm ${
      value.selected
        ? 'border-slate-900 bg-slate-900 font-semibold text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'
    }`;
    if (value.locked) return <span className={pill}>{name}</span>;
    return (
      <ListLink href={href} rel="nofollow" className={pill}>
        {value.selected && <CheckIcon className="h-3 w-3" />}
        {name}
      </ListLink>
    );
  }
  const row = 'flex min-h-9 items-center gap-2.5 rounded-md px-2 py-1 text-sm text-slate-800';
  if (value.locked) {
    return (
      <span className={`${row} font-semibold`}>
        <span aria-hidden="true" className={box(true)}>
          <CheckIcon />
        </span>
        {name}
      </span>
    );
  }
  return (
    <ListLink
      href={href}
      rel="nofollow"
      className={`${row} hover:bg-slate-100 ${value.selected ? 'font-semibold' : ''}`}
    >
      <span aria-hidden="true" className={box(value.selected)}>
        {value.selected && <CheckIcon />}
      </span>
      {name}
    </ListLink>
  );
}
