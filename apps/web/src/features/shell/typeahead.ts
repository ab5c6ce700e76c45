/**
 * Menu typeahead: typed characters build a search string (reset after MENU_TYPEAHEAD_RESET_MS of
 * quiet) and focus moves to the next item whose label starts with it, wrapping around. Typing the
 * same letter repeatedly cycles through the items that start with it.
 */
export function typeaheadIndex(labels: readonly string[], search: string, currentIndex: number): number {
  if (search === '' || labels.length === 0) return -1;
  const needle = search.toLocaleLowerCase();
  const repeated = [...needle].every((ch) => ch === needle[0]);
  const term = repeated ? needle.slice(0, 1) : needle;
  // A fresh or repeated single letter moves past the current item; a longer word may stay on it.
  const offset = term.length === 1 ? 1 : 0;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (currentIndex + offset + step + labels.length) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(term)) return index;
  }
  return -1;
}

/** The option a key moves to from the active one (-1: none), wrapping at both ends. */
export function movedOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
