import type { SuggestResponse } from '@workwear/contracts';
import type { Language } from '@workwear/domain/languages';
import { productPagePath, routePath } from '@workwear/domain/routes';

export type SuggestionOption = { key: string; kind: 'product' | 'category'; label: string; href: string };

/** The suggestions as the list's options, products first, each with the page it opens. */
export function suggestionOptions(answer: SuggestResponse | null, lang: Language): SuggestionOption[] {
  if (!answer) return [];
  return [
    ...answer.products.map((p) => ({
      key: `p-${p.partNo}`,
      kind: 'product' as const,
      label: p.name,
      href: productPagePath(lang, p),
    })),
    ...answer.categories.map((c) => ({
      key: `c-${c.slug}`,
      kind: 'category' as const,
      label: c.name,
      href: routePath('ProductsByCategory', lang, { categorySlug: c.slug }),
    })),
  ];
}

/** The option a key moves to from the active one (-1: none), wrapping at both ends. */
export function movedOption(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
