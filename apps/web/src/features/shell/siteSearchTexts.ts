import { SUGGEST_MAX_CATEGORIES, SUGGEST_MAX_PRODUCTS } from '@workwear/contracts';
import type { SiteSearchTexts } from './SiteSearch';

type CommonT = (key: string, values?: Record<string, number>) => string;

/** The search box's words from the common messages; the status for every count the list can hold. */
export const siteSearchTexts = (t: CommonT): SiteSearchTexts => ({
  label: t('search.label'),
  placeholder: t('search.placeholder'),
  submit: t('search.submit'),
  hint: t('search.hint'),
  suggestions: t('search.suggestions'),
  products: t('search.products'),
  categories: t('search.categories'),
  statusByCount: Array.from({ length: SUGGEST_MAX_PRODUCTS + SUGGEST_MAX_CATEGORIES + 1 }, (_, count) =>
    t('search.status', { count }),
  ),
});
