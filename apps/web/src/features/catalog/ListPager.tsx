import { goToPage, type ProductListState } from '@workwear/domain';
import { ChevronIcon } from './icons';
import { ListLink } from './ListLink';
import { type ListLocation, listHref } from './listLocation';
import { pagerItems } from './pagerItems';

type Props = {
  location: ListLocation;
  state: ProductListState;
  total: number;
  totalPages: number;
  texts: { label: string; previous: string; next: string; page: (page: number) => string; status: string };
};

/** Pages as links (goToPage caps them); the current page is marked with aria-current="page". */
export function ListPager({ location, state, total, totalPages, texts }: Props) {
  if (totalPages <= 1) return null;
  const href = (page: number) => listHref(location, goToPage(state, page, total));
  const step = (page: number, label: string, direction: 'previous' | 'next') => {
    const icon = <ChevronIcon className={`h-4 w-4 ${direction === 'previous' ? 'rotate-180' : ''}`} />;
    const content =
      direction === 'previous' ? (
        <>
          {icon}
          <span className="hidden sm:inline">{label}</span>
        </>
      ) : (
        <>
          <span className="hidden sm:inline">{label}</span>
          {icon}
        </>
      );
    // At either end the step keeps its place, unseen, so the page numbers do not shift.
    if (page < 1 || page > totalPages) {
      return (
        <span aria-hidden="true" className="ww-step invisible">
          {content}
        </span>
      );
    }
    return (
      <ListLink
        href={href(page)}
        scroll
        rel={direction === 'next' ? 'next' : 'prev'}
        aria-label={label}
        className="ww-step"
      >
        {content}
      </ListLink>
    );
  };
  return (
    <nav aria-label={texts.label} data-testid="pager" className="mt-10 flex flex-col items-center gap-3">
      <div className="flex items-center gap-1 sm:gap-2">
        {step(state.page - 1, texts.previous, 'previous')}
        <ol className="flex items-center gap-1">
          {pagerItems(state.page, totalPages).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={item.page}>
                <ListLink
                  href={href(item.page)}
                  scroll
                  aria-label={texts.page(item.page)}
                  aria-current={item.page === state.page ? 'page' : undefined}
                  className="ww-page"
                >
                  {item.page}
                </ListLink>
              </li>
            ),
          )}
        </ol>
        {step(state.page + 1, texts.next, 'next')}
      </div>
      <p className="text-xs text-slate-500">{texts.status}</p>
    </nav>
  );
}
