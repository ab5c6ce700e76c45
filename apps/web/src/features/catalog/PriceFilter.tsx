import { HiddenFields } from './HiddenFields';
import { ListForm } from './ListForm';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD, type PriceFormValues } from './priceForm';

export type PriceFilterTexts = { title: string; unit: string; min: string; max: string; apply: string };

type Props = {
  action: string;
  hidden: readonly [string, string][];
  values: PriceFormValues;
  texts: PriceFilterTexts;
};

const input =
  'mt-1 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none';

/**
 * The price range in whole or decimal major units of the market's currency, incl. or excl. VAT as
 * prices are shown. The page turns the two fields into the spec's 'filters=price,min,max'.
 */
export function PriceFilter({ action, hidden, values, texts }: Props) {
  const headingId = 'filter-heading-price';
  return (
    <div data-testid="filter-price" className="border-t border-slate-200 py-4 lg:border-t-0 lg:pt-0">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {texts.title}
        </h3>
        <span className="text-xs text-slate-500">{texts.unit}</span>
      </div>
      {/* Keyed by the values, so a cleared or changed limit replaces what was typed before. */}
      <ListForm
        key={`${values.min}-${values.max}`}
        action={action}
        aria-label={texts.title}
        className="space-y-2"
      >
        <HiddenFields fields={hidden} />
        <div className="flex items-end gap-2">
          <label className="block flex-1 text-xs font-medium text-slate-600">
            {texts.min}
            <input
              name={PRICE_MIN_FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              required
              defaultValue={values.min}
              placeholder={String(values.floor)}
              className={input}
            />
          </label>
          <span aria-hidden="true" className="pb-2 text-slate-400">
            –
          </span>
          <label className="block flex-1 text-xs font-medium text-slate-600">
            {texts.max}
            <input
              name={PRICE_MAX_FIELD}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              required
              defaultValue={values.max}
              placeholder={String(values.ceiling)}
              className={input}
            />
          </label>
        </div>
        <button
          type="submit"
          className="w-full rounded-md border border-slate-900 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-900 hover:text-white"
        >
          {texts.apply}
        </button>
      </ListForm>
    </div>
  );
}
