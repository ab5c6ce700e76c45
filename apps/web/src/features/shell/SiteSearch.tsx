'use client';

import type { Language } from '@workwear/domain/languages';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useId, useState } from 'react';
import type { SuggestionOption } from './suggestionOptions';
import { movedOption } from './typeahead';
import { useSuggestions } from './useSuggestions';

export type SiteSearchTexts = {
  label: string;
  placeholder: string;
  submit: string;
  hint: string;
  suggestions: string;
  products: string;
  categories: string;
  /** The live status by the number of suggestions (0 to the most the list holds). */
  statusByCount: readonly string[];
};

type Props = { action: string; lang: Language; marketId: string; culture: string; texts: SiteSearchTexts };

/**
 * The header's search box: a form that searches the product list (with or without script) and, while
 * typing, a combobox of suggested products and categories (ARIA 1.2 combobox with a listbox popup).
 * Focus stays in the box; Down and Up move through the options (aria-activedescendant), Enter opens
 * the active one or else searches, Escape closes the list (and a second Escape clears the box, as
 * the browser does for a search field).
 */
export function SiteSearch({ action, lang, marketId, culture, texts }: Props) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answer = useSuggestions(text, marketId, culture, lang);
  const options = answer ?? [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    router.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((a) => movedOption(expanded ? a : -1, options.length, event.key as 'ArrowDown'));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const group = (kind: SuggestionOption['kind'], heading: string) => {
    const members = options.map((o, i) => ({ o, i })).filter(({ o }) => o.kind === kind);
    if (members.length === 0) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox's options are grouped by role="group" (ARIA 1.2), not a fieldset.
      <div role="group" aria-labelledby={`${id}-${kind}`}>
        <div id={`${id}-${kind}`} className="px-3 pt-2 pb-1 text-xs font-semibold uppercase text-slate-600">
          {heading}
        </div>
        {members.map(({ o, i }) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the combobox, whose keys move aria-activedescendant over the options (ARIA 1.2 combobox); the click is the mouse's way to choose.
          <div
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            data-testid="search-suggestion"
            className="cursor-pointer px-3 py-2 text-sm text-slate-900 aria-selected:bg-slate-900 aria-selected:text-white"
            // Keeps focus in the box, so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(o)}
          >
            {o.label}
          </div>
        ))}
      </div>
    );
  };

  return (
    <form
      action={action}
      method="get"
      className="relative flex"
      onSubmit={() => {
        setOpen(false);
        setActive(-1);
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {texts.label}
      </label>
      <input
        id="site-search"
        name="query"
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        placeholder={texts.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full min-w-0 rounded-l-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        className="rounded-r-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
      >
        {texts.submit}
      </button>
      <p id={`${id}-hint`} className="sr-only">
        {texts.hint}
      </p>
      <p role="status" className="sr-only">
        {open && answer ? (texts.statusByCount[options.length] ?? '') : ''}
      </p>
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={!expanded}
        data-testid="search-suggestions"
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white pb-1 shadow-lg"
      >
        {group('product', texts.products)}
        {group('category', texts.categories)}
      </div>
    </form>
  );
}
