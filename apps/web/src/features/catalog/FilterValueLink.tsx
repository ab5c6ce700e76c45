import type { FilterValueView } from './filterGroups';
import { CheckIcon } from './icons';
import { SOFT_LINK } from './softLink';

export type FilterValueTexts = { selected: string; preselected: string; count: (count: number) => string };

type Props = { value: FilterValueView; href: string; texts: FilterValueTexts; compact: boolean };

/**
 * One filter value as a link that selects or deselects it. Its name reads the value, its count and
 * whether it is selected; the selected state shows as a ticked box (or a filled pill), not by colour
 * alone. The route's own gender value is shown ticked but is not a link: this page is that gender.
 * The look comes from the ww-fv / ww-pill component classes (globals.css), which read data-selected.
 * A plain link, made soft by the panel's SoftLinkArea: a panel has hundreds of values, too many for a
 * client component each.
 */
export function FilterValueLink({ value, href, texts, compact }: Props) {
  const name = (
    <>
      {value.hex && (
        <span aria-hidden="true" className="ww-fv-swatch" style={{ backgroundColor: value.hex }} />
      )}
      <span className={compact ? undefined : 'ww-fv-label'}>{value.label}</span>
      {value.selected && (
        <span className="sr-only">, {value.locked ? texts.preselected : texts.selected}</span>
      )}
      <span className="ww-fv-count">
        <span aria-hidden="true">{value.count}</span>
        <span className="sr-only">, {texts.count(value.count)}</span>
      </span>
    </>
  );
  const selected = value.selected ? '' : undefined;
  const soft = { [SOFT_LINK]: '' };
  if (compact) {
    if (value.locked) {
      return (
        <span className="ww-pill" data-selected={selected}>
          {name}
        </span>
      );
    }
    return (
      <a href={href} rel="nofollow" className="ww-pill ww-pending" data-selected={selected} {...soft}>
        {value.selected && <CheckIcon />}
        {name}
      </a>
    );
  }
  if (value.locked) {
    return (
      <span className="ww-fv" data-selected="">
        <span aria-hidden="true" className="ww-fv-box">
          <CheckIcon />
        </span>
        {name}
      </span>
    );
  }
  return (
    <a href={href} rel="nofollow" className="ww-fv ww-pending" data-selected={selected} {...soft}>
      <span aria-hidden="true" className="ww-fv-box">
        {value.selected && <CheckIcon />}
      </span>
      {name}
    </a>
  );
}
