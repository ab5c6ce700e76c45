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
] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

export async function loadMessages(language: Language): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    MESSAGE_NAMESPACES.map(
      async (ns) => [ns, (await import(`../../messages/${language}/${ns}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries);
}
