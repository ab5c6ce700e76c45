import { ProductImage } from '@/features/catalog/client';
import { IntentLink } from '@/ui';

export type ColourOption = {
  readonly code: string;
  readonly name: string;
  readonly hex: string | null;
  readonly imageUrl: string;
  readonly href: string;
  readonly selected: boolean;
};

/**
 * The colours on offer as plain links to ?color=, so choosing one needs no client code. The
 * selected colour is named in text and marked with aria-current, not by its ring alone.
 */
export function ColourOptions({ options, heading }: { options: readonly ColourOption[]; heading: string }) {
  return (
    <div>
      <p id="product-colour-heading" className="text-sm font-semibold text-slate-900">
        {heading}
      </p>
      <ul
        data-testid="colour-options"
        aria-labelledby="product-colour-heading"
        className="mt-1.5 flex flex-wrap gap-2 sm:mt-2"
      >
        {options.map((colour) => (
          <li key={colour.code}>
            <IntentLink
              href={colour.href}
              scroll={false}
              replace
              aria-label={colour.name}
              aria-current={colour.selected ? 'true' : undefined}
              title={colour.name}
              className={`block h-10 w-10 rounded-full sm:h-12 sm:w-12 p-0.5 ring-offset-2 ${colour.selected ? 'ring-2 ring-slate-900' : 'ring-1 ring-slate-300 hover:ring-slate-500'}`}
            >
              {colour.hex ? (
                <span
                  className="block h-full w-full rounded-full border border-black/10"
                  style={{ backgroundColor: colour.hex }}
                />
              ) : (
                <span className="block h-full w-full overflow-hidden rounded-full bg-white">
                  <ProductImage src={colour.imageUrl} alt="" />
                </span>
              )}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
