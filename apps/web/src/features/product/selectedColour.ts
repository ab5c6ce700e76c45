import { colourCodeOf } from '@workwear/domain';

/** The ?color query value: one colour code; a repeated parameter counts by its first value. */
export function requestedColour(value: string | readonly string[] | undefined): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0];
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export type ColourChoice = {
  /** The colour code the URL asks for (?color). */
  readonly requested: string | undefined;
  /** The product's part number: the colour the API shows it as (the one the request named, or its first). */
  readonly partNo: string;
  /** Colours that may be offered (those with an available size), in display order. */
  readonly available: readonly string[];
  /** Every colour of the colour map, in display order. */
  readonly known: readonly string[];
};

/**
 * The colour the page shows. A colour the URL names is honoured while it may be offered; otherwise
 * the API's choice, then the first colour on offer. When no colour has stock the page still shows
 * one (with its delivery dates), by the same order of preference over all colours of the map.
 */
export function chooseColour({ requested, partNo, available, known }: ColourChoice): string | undefined {
  const apiChoice = colourCodeOf(partNo) ?? undefined;
  const pool = available.length > 0 ? available : known;
  for (const candidate of [requested, apiChoice]) {
    if (candidate !== undefined && pool.includes(candidate)) return candidate;
  }
  return pool[0];
}
