/** The rest of the list state, carried by a GET form so that it changes only its own fields. */
export function HiddenFields({ fields }: { fields: readonly [string, string][] }) {
  return fields.map(([name, value], i) => (
    // The same name repeats (filters), so the position is part of the key.
    // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity of their own.
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ));
}
