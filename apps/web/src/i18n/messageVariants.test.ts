import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenMessages, placeholderNames } from './messageKeys';
import {
  loadCultureMessages,
  MESSAGE_VARIANTS,
  type MessageVariant,
  messageVariantOf,
  overlaid,
} from './messages';

const messagesDir = new URL('../../messages/', import.meta.url);
const leaves = (folder: string, namespace: string) =>
  flattenMessages(JSON.parse(readFileSync(new URL(`${folder}/${namespace}.json`, messagesDir), 'utf8')));

describe.each(Object.keys(MESSAGE_VARIANTS) as MessageVariant[])('messages/%s', (variant) => {
  const { base, namespaces } = MESSAGE_VARIANTS[variant];

  it('has a file for every namespace it names, and no other', () => {
    const files = readdirSync(new URL(`${variant}/`, messagesDir)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)(
    '%s.json overrides only keys of its base, each with a different text and the same placeholders',
    (ns) => {
      expect(existsSync(new URL(`${variant}/${ns}.json`, messagesDir))).toBe(true);
      const english = leaves(base, ns);
      for (const [path, text] of leaves(variant, ns)) {
        expect(english.has(path), `${ns}.${path} is not a key of ${base}`).toBe(true);
        expect(text, `${ns}.${path} is the same as ${base}'s`).not.toBe(english.get(path));
        expect([...placeholderNames(text as string)].sort()).toEqual(
          [...placeholderNames(english.get(path) as string)].sort(),
        );
      }
    },
  );
});

describe('loadCultureMessages', () => {
  it('lays en-US over en for the US culture only: Color, Catalog, Pants, ZIP code', async () => {
    const us = (await loadCultureMessages('en', 'en-US')) as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const uk = (await loadCultureMessages('en', 'en-GB')) as typeof us;
    expect(us.product!.colour!.legend).toBe('Color');
    expect(us.common!.menu!.catalogue).toBe('Catalog');
    expect(us.account!.sizes!.trousers).toBe('Pants');
    expect(us.checkout!.address!.zipCode).toBe('ZIP code');
    // The rest of a namespace is English's.
    expect(us.checkout!.address!.city).toBe(uk.checkout!.address!.city);
    expect(uk.product!.colour!.legend).toBe('Colour');
    expect(uk.checkout!.address!.zipCode).toBe('Postcode');
  });

  it('gives no variant to another language or culture', () => {
    expect(messageVariantOf('en', 'en-US')).toBe('en-US');
    expect(messageVariantOf('en', 'en-SE')).toBeUndefined();
    expect(messageVariantOf('sv', 'en-US')).toBeUndefined();
  });

  it('overlays leaves, keeping their siblings', () => {
    expect(overlaid({ a: { b: 1, c: 2 }, d: 3 }, { a: { c: 4 } })).toEqual({ a: { b: 1, c: 4 }, d: 3 });
  });
});
