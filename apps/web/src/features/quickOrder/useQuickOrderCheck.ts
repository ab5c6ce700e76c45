'use client';

import { useEffect, useRef, useState } from 'react';
import { checkQuickOrder, type QuickOrderCheck } from './actions';

/** The spec's debounce for a row save (400 ms): the check runs once typing pauses, not per key. */
const CHECK_DEBOUNCE_MS = 400;

export type CheckState = { readonly text: string; readonly result: QuickOrderCheck } | null;

/**
 * The check of the box's lines before adding (issue 27): sent once typing pauses, its answer kept
 * with the text it was given for, so an answer for text that has changed since is never shown.
 */
export function useQuickOrderCheck(lang: string, text: string) {
  const [check, setCheck] = useState<CheckState>(null);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    if (text.trim() === '') {
      setCheck(null);
      return;
    }
    const timer = setTimeout(() => {
      checkQuickOrder(lang, text).then(
        (result) => {
          if (latest.current === text) setCheck({ text, result });
        },
        () => {
          if (latest.current === text) setCheck({ text, result: { ok: false } });
        },
      );
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lang, text]);
  const current = check && check.text === text ? check.result : null;
  return { result: current, checking: text.trim() !== '' && current === null };
}
