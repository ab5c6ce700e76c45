import type { SortKey, SortOption } from '@workwear/domain';
import { HiddenFields } from './HiddenFields';
import { ListForm } from './ListForm';

type Props = {
  action: string;
  hidden: readonly [string, string][];
  options: readonly SortOption[];
  active: SortKey | undefined;
  /** Offered while searching: the API's relevance order, which is what "no sort" means for a search. */
  relevanceLabel: string | null;
  texts: { label: string; apply: string; option: (key: SortKey) => string };
};

/**
 * The sort menu: a GET form whose select submits as soon as it changes. Without scripting the
 * Sort button submits it instead (it only shows when scripting is off).
 */
export function SortSelect({ action, hidden, options, active, relevanceLabel, texts }: Props) {
  return (
    <ListForm action={action} submitOnChange className="flex items-center gap-2">
      <HiddenFields fields={hidden} />
      <label htmlFor="list-sort" className="whitespace-nowrap text-sm text-slate-600 max-sm:sr-only">
        {texts.label}
      </label>
      <select
        key={active ?? 'relevance'}
        id="list-sort"
        name="sort"
        data-testid="sort"
        defaultValue={active ?? ''}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm font-medium text-slate-900 focus:border-brand-600 sm:flex-none"
      >
        {relevanceLabel !== null && <option value="">{relevanceLabel}</option>}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {texts.option(option.key)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="hidden rounded-md bg-slate-900 px-3 py-2 text-sm font-semibold text-white noscript:inline-flex"
      >
        {texts.apply}
      </button>
    </ListForm>
  );
}
