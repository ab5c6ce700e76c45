import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether the text holds a C0 control (U+0000-U+001F) or DEL. A NUL reaches PostgreSQL as an error, and
 * the others have no place in a name, code or search term; multi-line text may keep tabs and line breaks.
 */
export function hasControlCharacter(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x1f && code !== 0x7f) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * The string every parameter, query value and body field is built from: no control characters, so a
 * NUL byte or an escape sequence is a 400 naming the field rather than a database error.
 */
export const safeText = () => z.string().refine((t) => !hasControlCharacter(t), CONTROL_CHARACTER_MESSAGE);

/** For fields whose text has lines (comments, messages): tab, line feed and carriage return are allowed. */
export const multilineText = () =>
  z.string().refine((t) => !hasControlCharacter(t, true), CONTROL_CHARACTER_MESSAGE);

/** Part numbers and their prefixes: letters and digits only, so nothing else can reach a query. */
export const partNoText = () => z.string().regex(/^[A-Za-z0-9]*$/, 'Expected letters and digits only');
