import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The domain's form rules are what the browser's phone, name, address and password forms load with
 * the page; the phone library (libphonenumber-js, about 34 kB gzip) is fetched later by
 * lazyPhoneNumbers.ts and zod (about 30 kB) never. A static import of either anywhere below these
 * modules would put it back into those pages' first load.
 */
const domain = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/src');
const BROWSER_RULES = [
  'checkout/checkoutFieldRules.ts',
  'checkout/addressFieldRules.ts',
  'checkout/addressMessages.ts',
  'checkout/digits.ts',
  'account/profileRules.ts',
  'passwordRules.ts',
];

/** Every module a file imports at run time (type-only imports left out), transitively. */
function runtimeImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)(?! type )[^'";]*?from '([^']+)'/gms)].map(
    (m) => m[1]!,
  );
  seen.set(file, specifiers);
  for (const specifier of specifiers)
    if (specifier.startsWith('.')) runtimeImports(`${resolve(dirname(file), specifier)}.ts`, seen);
  return seen;
}

describe('the form rules the browser loads with the page', () => {
  it.each(BROWSER_RULES)('%s imports neither the phone library nor zod', (entry) => {
    const found = [...runtimeImports(`${domain}/${entry}`)].flatMap(([file, specifiers]) =>
      specifiers
        .filter((s) => /^(libphonenumber-js|zod)(\/|$)|\/phoneNumbers$/.test(s))
        .map((s) => `${file.slice(domain.length + 1)} imports ${s}`),
    );
    expect(found).toEqual([]);
  });
});
