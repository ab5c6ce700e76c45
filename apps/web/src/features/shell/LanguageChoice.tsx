'use client';

import { useReturnTo } from './useReturnTo';

type Choice = { language: string; label: string; current: boolean };

/**
 * The market's languages, each a button of one small POST form that leads back to the current page
 * in that language (a language switch changes state, so it is not a link). They look and tab like
 * the links they replace; search engines find the languages through the head's hreflang links.
 */
export function LanguageChoice({ choices }: { choices: Choice[] }) {
  return (
    <form action="/preferences" method="post" className="mb-4">
      <ReturnToField />
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.language}>
            <button
              type="submit"
              name="lang"
              value={choice.language}
              lang={choice.language}
              aria-current={choice.current ? 'true' : undefined}
              className="block cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:border-slate-600 aria-[current]:border-slate-900 aria-[current]:bg-slate-900 aria-[current]:text-white"
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

/** The header forms' hidden return path, kept current across client-side navigation. */
export function ReturnToField() {
  return <input type="hidden" name="returnTo" value={useReturnTo()} />;
}
