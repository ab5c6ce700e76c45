/**
 * Decodes base64url (RFC 4648 §5, padding optional) to a UTF-8 string using only `atob` and
 * `TextDecoder`, which the browser and Node 20 both provide (Node's Buffer is not in the browser).
 * Throws on malformed input.
 */
export function decodeBase64Url(input: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) throw new Error('Invalid base64url input');
  const unpadded = input.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) throw new Error('Invalid base64url length');
  const base64 = unpadded
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: a payload that is not valid UTF-8 is malformed, not something to paper over with U+FFFD.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
