import type { Language } from '@workwear/domain';

/**
 * UI strings live in messages/{language}/{namespace}.json, one file per feature, so features can be
 * worked on side by side. English is the reference: a unit test checks every language has its keys.
 */
export const MESSAGE_NAMESPACES = [
  'common',
  'catalog',
  'product',
  'consent',
  'devMailbox',
  'account',
  'cart',
  'quickOrder',
  'savedCarts',
  'orders',
  'checkout',
  'orderErrors',
  'legal',
] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/** Each language's messages once per process: they are fixed at build time, and every request used to gather them again. */
const loaded = new Map<Language, Promise<Record<string, unknown>>>();

async function importMessages(language: Language): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    MESSAGE_NAMESPACES.map(
      async (ns) => [ns, (await import(`../../messages/${language}/${ns}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export function loadMessages(language: Language): Promise<Record<string, unknown>> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = importMessages(language);
    // A failed import is not kept, so the next request tries again.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}
