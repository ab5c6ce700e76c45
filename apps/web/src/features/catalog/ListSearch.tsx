import { HiddenFields } from './HiddenFields';
import { SearchIcon } from './icons';
import { ListForm } from './ListForm';

type Props = {
  action: string;
  hidden: readonly [string, string][];
  query: string;
  texts: { label: string; placeholder: string; submit: string };
};

/** Search within this list: the query narrows the list's own products; everything else stays. */
export function ListSearch({ action, hidden, query, texts }: Props) {
  return (
    <search className="w-full sm:min-w-56 sm:flex-1 lg:max-w-xs">
      <ListForm key={query} action={action} className="flex">
        <HiddenFields fields={hidden} />
        <label htmlFor="list-search" className="sr-only">
          {texts.label}
        </label>
        <input
          id="list-search"
          name="query"
          type="search"
          maxLength={200}
          defaultValue={query}
          placeholder={texts.placeholder}
          className="w-full min-w-0 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          className="inline-flex items-center rounded-r-md border border-slate-900 bg-slate-900 px-3 text-white hover:bg-slate-700"
        >
          <SearchIcon />
          <span className="sr-only">{texts.submit}</span>
        </button>
      </ListForm>
    </search>
  );
}
