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
  const selected = value.selected ? '' : undefined;
  if (value.locked) return <LockedValue value={value} texts={texts} compact={compact} />;
  // The link's name says all its parts read out (value, selected, count), so its content needs no
  // screen-reader-only copies: three elements fewer per value, of which a panel has hundreds.
  const name = `${value.label}${value.selected ? `, ${texts.selected}` : ''}, ${texts.count(value.count)}`;
  const look = compact ? 'ww-pill ww-pending' : 'ww-fv ww-pending';
  return (
    <a
      href={href}
      rel="nofollow"
      className={look}
      data-selected={selected}
      aria-label={name}
      {...{ [SOFT_LINK]: '' }}
    >
      {compact ? (
        value.selected && <CheckIcon />
      ) : (
        <span className="ww-fv-box">{value.selected && <CheckIcon />}</span>
      )}
      {value.hex && <span className="ww-fv-swatch" style={{ backgroundColor: value.hex }} />}
      <span className={compact ? undefined : 'ww-fv-label'}>{value.label}</span>
      <span className="ww-fv-count">{value.count}</span>
    </a>
  );
}

/** The route's own gender value: ticked, not a link, its state read out from its text. */
function LockedValue({ value, texts, compact }: Omit<Props, 'href'>) {
  const name = (
    <>
      {value.hex && (
        <span aria-hidden="true" className="ww-fv-swatch" style={{ backgroundColor: value.hex }} />
      )}
      <span className={compact ? undefined : 'ww-fv-label'}>{value.label}</span>
      <span className="sr-only">, {texts.preselected}</span>
      <span className="ww-fv-count">
        <span aria-hidden="true">{value.count}</span>
        <span className="sr-only">, {texts.count(value.count)}</span>
      </span>
    </>
  );
  if (compact) {
    return (
      <span className="ww-pill" data-selected="">
        {name}
      </span>
    );
  }
  return (
    <span className="ww-fv" data-selected="">
      <span aria-hidden="true" className="ww-fv-box">
        <CheckIcon />
      </span>
      {name}
    </span>
  );
}
