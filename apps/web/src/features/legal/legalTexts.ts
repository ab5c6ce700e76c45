import { type Language, LEGAL_PAGES, type LegalPage, legalPagePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

export type LegalLink = { page: LegalPage; label: string; href: string };

/** The legal pages as links in a language: the footer's list and the pages' own navigation. */
export async function legalLinks(language: Language): Promise<LegalLink[]> {
  const t = await getTranslations({ locale: language, namespace: 'legal' });
  return LEGAL_PAGES.map((page) => ({
    page,
    label: t(`pages.${page}` as never),
    href: legalPagePath(page, language),
  }));
}
