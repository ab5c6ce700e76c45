export type PagerItem =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly key: string };

/**
 * The page links of a pager: always the first and last page and the pages next to the current one,
 * with a gap where pages are skipped. A gap that would hide a single page shows that page instead.
 */
export function pagerItems(current: number, totalPages: number, around = 1): PagerItem[] {
  if (totalPages <= 1) return [];
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
