import { z } from 'zod';
import {
  cardCvcIssue,
  cardExpiryIssue,
  cardNumberIssue,
  normaliseCardNumber,
  parseExpiry,
} from './cardRules';

export * from './cardRules';

/** A value checked by one of the card rules: its message as the field's issue. */
const checkedBy =
  (issue: (typed: string) => string | null) =>
  (typed: string, ctx: z.RefinementCtx): void => {
    const message = issue(typed);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/**
 * The card form: number (12-19 digits once spaces and dashes are gone, Luhn-valid), expiry MM/YY not
 * in the past at `now`, CVC of 3 or 4 digits. Parsed, the number is digits only and the expiry is
 * month and year.
 */
export const cardInputSchema = (now: Date) =>
  z.object({
    number: z.string().superRefine(checkedBy(cardNumberIssue)).transform(normaliseCardNumber),
    expiry: z
      .string()
      .superRefine(checkedBy((typed) => cardExpiryIssue(typed, now)))
      .transform((typed) => parseExpiry(typed) ?? { month: 0, year: 0 }),
    cvc: z
      .string()
      .superRefine(checkedBy(cardCvcIssue))
      .transform((typed) => typed.trim()),
  });
export type CardInput = z.infer<ReturnType<typeof cardInputSchema>>;
