import type { ProductSummary } from '@workwear/contracts';
import { IntentLink } from '@/ui';

type Props = {
  colours: ProductSummary['colours'];
  /** The colour this card or row shows: marked as the current one. */
  current: string;
  hrefOf: (partNo: string) => string;
  labels: { list: string; show: (name: string) => string };
};

/** Swatches shown, at most; the rest are counted on the card ("4 colours"). */
const MAX_SWATCHES = 8;

/**
 * The product's colours as swatches, each a link to that colour's page, the card's own marked
 * current: the cards of one product's colours say why they differ, and lead to each other. The
 * links sit above the card's whole-card link (z-10), and each is a 24 px target.
 */
export function ColourSwatches({ colours, current, hrefOf, labels }: Props) {
  if (colours.length < 2) return null;
  return (
    <ul className="relative z-10 mt-1.5 flex flex-wrap gap-0.5" aria-label={labels.list}>
      {colours.slice(0, MAX_SWATCHES).map((c) => {
        const own = c.partNo === current;
        return (
          <li key={c.partNo}>
            <IntentLink
              href={hrefOf(c.partNo)}
              aria-label={labels.show(c.name)}
              aria-current={own ? 'true' : undefined}
              title={c.name}
              data-testid="colour-swatch"
              className="group/swatch flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={`block h-4 w-4 rounded-full border ${
                  own
                    ? 'border-slate-900 ring-2 ring-slate-900 ring-offset-1'
                    : 'border-slate-300 group-hover/swatch:border-slate-600'
                }`}
                style={{ backgroundColor: c.hex ?? '#e2e8f0' }}
              />
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The name of the colour a card shows, when the product's colours name it. */
export const colourNameOf = (product: Pick<ProductSummary, 'colours' | 'partNo'>): string | undefined =>
  product.colours.find((c) => c.partNo === product.partNo)?.name;
