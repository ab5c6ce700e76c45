/**
 * Helpers for checking message files against English: the key paths of a messages object, and the
 * ICU argument names a message uses.
 */

/** Every leaf of a messages object by its dotted key path, e.g. 'search.label'. */
export function flattenMessages(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    leaves.set(prefix, value);
    return leaves;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flattenMessages(child, prefix ? `${prefix}.${key}` : key)) {
      leaves.set(path, leaf);
    }
  }
  return leaves;
}

const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const BRANCHING_TYPES = new Set([...PLURAL_TYPES, 'select']);

/**
 * The argument names of an ICU message, including those inside plural and select branches:
 * '{count, plural, one {# in {market}} other {…}}' gives count and market. `#` is not an argument,
 * and text quoted with apostrophes ("'{literal}'") is skipped, as in intl-messageformat.
 */
export function placeholderNames(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;

  const readUntil = (stops: string): string => {
    const start = i;
    while (i < message.length && !stops.includes(message[i]!)) i++;
    return message.slice(start, i);
  };

  // An apostrophe quotes only before a syntax character; '' is a literal apostrophe.
  const skipApostrophe = (inPlural: boolean): void => {
    const next = message[i + 1] ?? '';
    if (next === "'") {
      i += 2;
      return;
    }
    i++;
    if (!'{}<>'.includes(next) && !(inPlural && next === '#')) return;
    while (i < message.length) {
      if (message[i] === "'" && message[i + 1] === "'") i += 2;
      else if (message[i++] === "'") return;
    }
  };

  // Message text up to an unmatched '}' (left in place) or the end.
  const text = (inPlural: boolean): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === "'") skipApostrophe(inPlural);
      else if (message[i++] === '{') argument();
    }
  };

  // Called after '{'; reads up to and including the matching '}'.
  const argument = (): void => {
    const name = readUntil(',}').trim();
    if (name) names.add(name);
    if (message[i++] !== ',') return; // {name}
    const type = readUntil(',}').trim();
    if (message[i++] !== ',') return; // {name, number}
    if (!BRANCHING_TYPES.has(type)) {
      readUntil('}'); // {name, number, ::currency/EUR}
      i++;
      return;
    }
    // {name, plural, one {…} other {…}}: skip the selectors, read each branch as message text.
    while (i < message.length && message[i] !== '}') {
      if (message[i++] === '{') {
        text(PLURAL_TYPES.has(type));
        i++;
      }
    }
    i++;
  };

  while (i < message.length) {
    text(false);
    i++; // a stray '}' at the top level is plain text
  }
  return names;
}
