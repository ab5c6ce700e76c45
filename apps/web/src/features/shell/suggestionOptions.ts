import type { SuggestResponse } from '@workwear/contracts';
import type { Language } from '@workwear/domain/languages';
import { productPagePath, routePath } from '@workwear/domain/routes';

export type SuggestionOption = { key: string; kind: 'product' | 'category'; label: string; href: string };

/**
 * The suggestions as the list's options, products first, each with the page it opens. Loaded only
 * once the visitor types (useSuggestions imports it beside the first request): the pages' paths in
 * every language (domain's routes) are some 7 kB gzip that no page's first load should carry.
 */
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
