import Link from 'next/link';
import { buttonClass } from '@/ui';
import { SearchIcon } from './icons';
import { ListLink } from './ListLink';

type Props = {
  /** Clears the filters; without filters, clearing the search is the way out. */
  clearHref: string | null;
  clearSearchHref: string | null;
  allHref: string;
  texts: { title: string; text: string; clear: string; clearSearch: string; all: string };
};

/** No product matches: say so, and offer the way back (clear filters, or all products). */
export function EmptyList({ clearHref, clearSearchHref, allHref, texts }: Props) {
  const way = clearHref
    ? { href: clearHref, label: texts.clear }
    : clearSearchHref && { href: clearSearchHref, label: texts.clearSearch };
  return (
    <div
      data-testid="empty-list"
      className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <SearchIcon className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{texts.title}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">{texts.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {way && (
          <ListLink href={way.href} rel="nofollow" className={buttonClass({ size: 'lg' })}>
            {way.label}
          </ListLink>
        )}
        <Link
          href={allHref}
          className="rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 hover:border-slate-900"
        >
          {texts.all}
        </Link>
      </div>
    </div>
  );
}
