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
};

export const fieldMessage = (texts: FieldMessageTexts, message: string): string =>
  Object.hasOwn(texts.byMessage, message) ? texts.byMessage[message]! : texts.invalid;
