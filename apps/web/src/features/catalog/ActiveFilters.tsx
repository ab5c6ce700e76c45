import { CloseIcon } from './icons';
import { ListLink } from './ListLink';

export type ActiveChip = { readonly key: string; readonly label: string; readonly removeHref: string };

type Props = {
  chips: readonly ActiveChip[];
  clearHref: string | null;
  texts: { title: string; remove: (name: string) => string; clear: string };
};

/** What narrows the list now, each with a link that removes it, and one that clears all filters. */
export function ActiveFilters({ chips, clearHref, texts }: Props) {
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{texts.title}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListLink
              href={chip.removeHref}
              rel="nofollow"
              aria-label={texts.remove(chip.label)}
              className="ww-chip"
            >
              {chip.label}
              <CloseIcon />
            </ListLink>
          </li>
        ))}
      </ul>
      {clearHref && (
        <ListLink
          href={clearHref}
          rel="nofollow"
          className="rounded px-2 py-1 text-sm font-semibold text-slate-900 underline underline-offset-2 hover:text-brand-700"
        >
          {texts.clear}
        </ListLink>
      )}
    </div>
  );
}
