import { existsSync, readFileSync } from 'node:fs';
import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { flattenMessages, placeholderNames } from './messageKeys';
import { MESSAGE_NAMESPACES } from './messages';

// Read with node:fs on every call, not imported, so the files are checked as they are on disk.
const messagesDir = new URL('../../messages/', import.meta.url);

function readLeaves(language: string, namespace: string): Map<string, unknown> {
  const file = new URL(`${language}/${namespace}.json`, messagesDir);
  if (!existsSync(file)) throw new Error(`messages/${language}/${namespace}.json does not exist`);
  try {
    return flattenMessages(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`messages/${language}/${namespace}.json is not valid JSON: ${error}`);
  }
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe.each(SUPPORTED_LANGUAGES)('messages/%s', (language) => {
  describe.each(MESSAGE_NAMESPACES)('%s.json', (namespace) => {
    it('has exactly the key paths of English', () => {
      const english = readLeaves('en', namespace);
      const translated = readLeaves(language, namespace);
      const missing = [...english.keys()].filter((path) => !translated.has(path));
      const extra = [...translated.keys()].filter((path) => !english.has(path));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('uses the same placeholder names as English', () => {
      const english = readLeaves('en', namespace);
      const translated = readLeaves(language, namespace);
      const differences = [...english]
        .filter(([path, source]) => typeof source === 'string' && typeof translated.get(path) === 'string')
        .map(([path, source]) => ({
          path,
          english: sorted(placeholderNames(source as string)),
          translated: sorted(placeholderNames(translated.get(path) as string)),
        }))
        .filter((d) => d.english.join() !== d.translated.join());
      expect(differences).toEqual([]);
    });

    it('has no empty strings', () => {
      const empty = [...readLeaves(language, namespace)]
        .filter(([, value]) => value === '')
        .map(([path]) => path);
      expect(empty).toEqual([]);
    });
  });
});
