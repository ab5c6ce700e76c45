import { languageSchema, marketNameSchema } from '@workwear/domain';
import { z } from 'zod';

/**
 * The sign-in form's fields, checked in the browser (react-hook-form) and again by the server action.
 * Messages are keys of the account messages, so the form speaks the visitor's language.
 */
export const signInFormSchema = z.object({
  userName: z.string().trim().min(1, 'required').max(200, 'required'),
  password: z.string().min(1, 'required').max(200, 'required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const signInInputSchema = signInFormSchema.extend({
  market: marketNameSchema,
  /** The login page's language: refusals come back in it. */
  language: languageSchema,
  returnTo: z.string().max(2000).optional(),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export type SignInError =
  | 'credentials'
  | 'throttled'
  | 'otherMarket'
  | 'consumerMarket'
  | 'invalid'
  | 'unavailable';

export type SignInResult =
  | { ok: true; redirectTo: string }
  /** `message` is the refusal in the page's language, wait and market filled in. */
  | {
      ok: false;
      error: SignInError;
      message: string;
      /** otherMarket: the account's market, and the button that signs in there. */
      otherMarket?: { market: string; label: string };
    };
