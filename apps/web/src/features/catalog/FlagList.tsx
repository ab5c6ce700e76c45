import type { ProductSummary } from '@workwear/contracts';

type Props = { flags: ProductSummary['flags']; className: string };

/** A list item's flags; a promotion flag is marked so the CSS makes it stand out. */
export function FlagList({ flags, className }: Props) {
  if (flags.length === 0) return null;
  return (
    <ul className={className}>
      {flags.map((flag) => (
        <li key={flag.id} className="ww-flag" data-promo={flag.isPromotion ? '' : undefined}>
          {flag.name}
        </li>
      ))}
    </ul>
  );
}
