import { type ProductListState, switchView, VIEW_TYPES, type ViewType } from '@workwear/domain';
import { GridIcon, ListIcon } from './icons';
import { ListLink } from './ListLink';
import { type ListLocation, listHref } from './listLocation';

type Props = {
  location: ListLocation;
  state: ProductListState;
  texts: { label: string; view: (view: ViewType) => string };
};

const ICONS = { GRID: GridIcon, LIST: ListIcon } as const;

/** Grid or list view as two links; the domain's switchView clears a search when going to the grid. */
export function ViewSwitch({ location, state, texts }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the views are links, not form controls, so not a fieldset.
    <div
      role="group"
      aria-label={texts.label}
      data-testid="view-switch"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {VIEW_TYPES.map((view) => {
        const Icon = ICONS[view];
        const current = state.view === view;
        return (
          <ListLink
            key={view}
            href={listHref(location, switchView(state, view))}
            rel="nofollow"
            aria-current={current ? 'true' : undefined}
            className={`inline-flex items-center gap-1.5 rounded px-2.5 py-1.5 text-sm ${
              current ? 'bg-slate-900 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <Icon />
            {texts.view(view)}
          </ListLink>
        );
      })}
    </div>
  );
}
