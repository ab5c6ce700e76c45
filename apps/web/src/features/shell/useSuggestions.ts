'use client';

import type { SuggestResponse } from '@workwear/contracts';
import { SUGGEST_MIN_LENGTH } from '@workwear/domain/constants';
import type { Language } from '@workwear/domain/languages';
import { useEffect, useRef, useState } from 'react';
import type { SuggestionOption } from './suggestionOptions';

/** Quiet time after a keystroke before suggestions are asked for: a typist's next letter cancels it. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * Suggestions for the text in the search box, from the API through the shop's own /api (public list,
 * the page's market and culture), as the list's options. Asked once the typing pauses; a newer
 * keystroke aborts the request still running, and an answer that arrives for an older text is
 * dropped, so the list always belongs to what the box says. The options' builder is imported with
 * the first request, not with the page. Null while there is nothing to show (too short, not
 * answered, failed).
 */
export function useSuggestions(
  text: string,
  marketId: string,
  culture: string,
  lang: Language,
): SuggestionOption[] | null {
  const [options, setOptions] = useState<SuggestionOption[] | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    running.current?.abort();
    running.current = null;
    if (query.length < SUGGEST_MIN_LENGTH) {
      setOptions(null);
      return;
    }
    const timer = setTimeout(() => {
      const controller = new AbortController();
      running.current = controller;
      const params = new URLSearchParams({ marketId, cultureCode: culture, query });
      Promise.all([
        fetch(`/api/product/suggest?${params}`, { signal: controller.signal }).then((res) =>
          res.ok ? (res.json() as Promise<SuggestResponse>) : null,
        ),
        import('./suggestionOptions'),
      ])
        .then(([body, { suggestionOptions }]) => {
          if (!controller.signal.aborted) setOptions(body ? suggestionOptions(body, lang) : null);
        })
        .catch(() => {
          // Aborted by a newer keystroke, or offline: the box still searches on Enter.
          if (!controller.signal.aborted) setOptions(null);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, marketId, culture, lang]);

  useEffect(() => () => running.current?.abort(), []);
  return options;
}
