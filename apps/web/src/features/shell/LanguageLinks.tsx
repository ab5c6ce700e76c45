'use client';

import { preferencesHref } from './preferencesHref';
import { useReturnTo } from './useReturnTo';

type Choice = { language: string; cultureCode: string; label: string; current: boolean };

/** The market's languages, each leading back to the current page in that language. */
export function LanguageLinks({ choices }: { choices: Choice[] }) {
  const returnTo = useReturnTo();
  return (
    <ul className="mb-4 flex flex-wrap gap-2">
      {choices.map((choice) => (
        <li key={choice.language}>
          <a
            href={preferencesHref({ lang: choice.language, returnTo })}
            hrefLang={choice.cultureCode}
            lang={choice.language}
            aria-current={choice.current ? 'true' : undefined}
            className="block rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:border-slate-600 aria-[current]:border-slate-900 aria-[current]:bg-slate-900 aria-[current]:text-white"
          >
            {choice.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The market form's hidden return path, kept current across client-side navigation. */
export function ReturnToField() {
  return <input type="hidden" name="returnTo" value={useReturnTo()} />;
}
