import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import type { SaveCartTexts } from './SaveCartForm';

export async function savedCartsT(language: Language) {
  return getTranslations({ locale: language, namespace: 'savedCarts' });
}

export async function saveCartTexts(language: Language): Promise<SaveCartTexts> {
  const t = await savedCartsT(language);
  return {
    title: t('save.title'),
    label: t('save.label'),
    help: t('save.help'),
    submit: t('save.submit'),
    saving: t('save.saving'),
    saved: t.raw('list.savedNotice') as string,
    viewSaved: t('tools.savedCarts'),
    failures: {
      anonymous: t('save.anonymous'),
      empty: t('save.empty'),
      failed: t('save.failed'),
      nameRequired: t('save.nameRequired'),
      // Raw: the message lists the blocked characters, braces included, which the message format would read.
      nameInvalid: t.raw('save.nameInvalid') as string,
    },
  };
}

/** The list's words, raw where the browser fills a {name}. */
export async function savedCartsListTexts(language: Language) {
  const t = await savedCartsT(language);
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string;
  return {
    saved: t('list.saved'),
    rows: t('list.rows'),
    quantity: t('list.quantity'),
    unnamed: t('list.unnamed'),
    open: t('list.open'),
    opening: t('list.opening'),
    openLabel: raw('list.openLabel'),
    delete: t('list.delete'),
    deleteLabel: raw('list.deleteLabel'),
    confirmDelete: raw('list.confirmDelete'),
    confirm: t('list.confirm'),
    cancel: t('list.cancel'),
    deleted: raw('list.deleted'),
    deleteFailed: t('list.deleteFailed'),
    openFailed: t('list.openFailed'),
    empty: t('list.empty'),
    emptyHelp: t('list.emptyHelp'),
    toCart: t('list.toCart'),
    savedNotice: raw('list.savedNotice'),
  };
}
export type SavedCartsListTexts = Awaited<ReturnType<typeof savedCartsListTexts>>;
