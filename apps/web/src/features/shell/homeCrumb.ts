import { type Language, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';

/** The first step of every breadcrumb trail: one word for the home page per language, lists and products alike. */
export async function homeCrumb(language: Language): Promise<{ label: string; href: string }> {
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return { label: t('breadcrumbHome'), href: routePath('Home', language) };
}
