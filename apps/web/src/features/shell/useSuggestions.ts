'use client';

import type { SuggestResponse } from '@workwear/contracts';
import { SUGGEST_MIN_LENGTH } from '@workwear/domain/constants';
import { useEffect, useRef, useState } from 'react';

/** Quiet time after a keystroke before suggestions are asked for: a typist's next letter cancels it. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * Suggestions for the text in the search box, from the API through the shop's own /api (public list,
 * the page's market and culture). Asked once the typing pauses; a newer keystroke aborts the request
 * still running, and an answer that arrives for an older text is dropped, so the list always belongs
 * to what the box says. Null while there is nothing to show (too short, not answered, failed).
 */
export function useSuggestions(text: string, marketId: string, culture: string): SuggestResponse | null {
  const [answer, setAnswer] = useState<SuggestResponse | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    running.current?.abort();
    running.current = null;
    if (query.length < SUGGEST_MIN_LENGTH) {
      setAnswer(null);
      return;
    }
    const timer = setTimeout(() => {
      const controller = new AbortController();
      running.current = controller;
      const params = new URLSearchParams({ marketId, cultureCode: culture, query });
      fetch(`/api/product/suggest?${params}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<SuggestResponse>) : null))
        .then((body) => {
          if (!controller.signal.aborted) setAnswer(body);
        })
        .catch(() => {
          // Aborted by a newer keystroke, or offline: the box still searches on Enter.
          if (!controller.signal.aborted) setAnswer(null);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, marketId, culture]);

  useEffect(() => () => running.current?.abort(), []);
  return answer;
}
