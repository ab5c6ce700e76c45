import { zipNotInRegionParts } from '@workwear/domain/checkout/addressMessages';

/*
 * A field's message in the visitor's language, in the browser: the server hands the forms every
 * message the checkout's field rules can give, already translated (fieldMessageTexts in
 * fieldErrors.ts), so the browser needs neither the messages' table nor the patterns that read a
 * limit or the blocked characters out of one.
 */

export type FieldMessageTexts = {
  /** The domain's English message -> its text in the visitor's language. */
  readonly byMessage: Readonly<Record<string, string>>;
  /** A message the rules do not give (the general one rather than English). */
  readonly invalid: string;
  /** The one message that carries the buyer's own input (the postcode and its region): {zip}, {region}. */
  readonly zipNotInRegion?: string;
};

export function fieldMessage(texts: FieldMessageTexts, message: string): string {
  if (Object.hasOwn(texts.byMessage, message)) return texts.byMessage[message]!;
  const zipRegion = texts.zipNotInRegion === undefined ? undefined : zipNotInRegionParts(message);
  if (zipRegion && texts.zipNotInRegion)
    return texts.zipNotInRegion.replaceAll('{zip}', zipRegion.zip).replaceAll('{region}', zipRegion.region);
  return texts.invalid;
}
