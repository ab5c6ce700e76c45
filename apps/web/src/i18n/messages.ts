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
  'approvals',
] as const;
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/**
 * A market's own variant of a language, where its texts differ: US English says Color, Catalog, Pants,
 * ZIP code where the shop's English (British) says Colour, Catalogue, Trousers, Postcode. A variant is
 * an override layer (messages/{culture}/{namespace}.json holding only the keys that differ, a test
 * checks they are keys of the base), laid over its language: not a full copy to keep in step.
 */
export const MESSAGE_VARIANTS = {
  'en-US': {
    base: 'en',
    namespaces: [
      'common',
      'catalog',
      'product',
      'account',
      'cart',
      'orders',
      'checkout',
      'orderErrors',
      'quickOrder',
    ],
  },
} as const satisfies Record<string, { base: Language; namespaces: readonly MessageNamespace[] }>;
export type MessageVariant = keyof typeof MESSAGE_VARIANTS;

/** The variant a culture reads (en-US), or undefined: the language's own messages. */
export function messageVariantOf(
  language: Language,
  culture: string | undefined,
): MessageVariant | undefined {
  const variant = Object.entries(MESSAGE_VARIANTS).find(
    ([name, v]) => name === culture && v.base === language,
  );
  return variant?.[0] as MessageVariant | undefined;
}

type Messages = Record<string, unknown>;
const isObject = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with every leaf of `over` laid on it (a nested key replaces only that leaf). */
export function overlaid(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = isObject(under) && isObject(value) ? overlaid(under, value) : value;
  }
  return out;
}

async function importVariant(variant: MessageVariant): Promise<Messages> {
  const { base, namespaces } = MESSAGE_VARIANTS[variant];
  const [messages, overrides] = await Promise.all([
    loadMessages(base),
    Promise.all(
      namespaces.map(
        async (ns) => [ns, (await import(`../../messages/${variant}/${ns}.json`)).default] as const,
      ),
    ),
  ]);
  return overlaid(messages, Object.fromEntries(overrides));
}

const loadedVariants = new Map<MessageVariant, Promise<Messages>>();

/** A language's messages for a culture: with its market's variant laid over where it has one (en-US). */
export function loadCultureMessages(language: Language, culture: string | undefined): Promise<Messages> {
  const variant = messageVariantOf(language, culture);
  if (!variant) return loadMessages(language);
  let messages = loadedVariants.get(variant);
  if (!messages) {
    messages = importVariant(variant);
    messages.catch(() => loadedVariants.delete(variant));
    loadedVariants.set(variant, messages);
  }
  return messages;
}

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
