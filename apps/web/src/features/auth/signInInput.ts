import { languageSchema, marketNameSchema } from '@workwear/domain';
import { z } from 'zod';
import { SIGN_IN_MAX_LENGTH } from './signInFields';

/**
 * The sign-in form's fields as the server action checks them, with the rule the form checked in the
 * browser (signInFields.ts). Messages are keys of the account messages.
 */
export const signInFormSchema = z.object({
  userName: z.string().trim().min(1, 'required').max(SIGN_IN_MAX_LENGTH, 'required'),
  password: z.string().min(1, 'required').max(SIGN_IN_MAX_LENGTH, 'required'),
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
  | 'notConfirmed'
  | 'invalid'
  | 'unavailable';

export type SignInResult =
  | { ok: true; redirectTo: string }
  /** `message` is the refusal in the page's language, wait and market filled in. */
  | {
      ok: false;
      error: SignInError;
      message: string;
      /** The language of `message` when it is not the page's (a buyer of another market's own). */
      messageLanguage?: string;
      /** otherMarket: the account's market and its holder's language, the way there and the button that signs in there. */
      otherMarket?: { market: string; language: string; label: string; goLabel: string };
      /** notConfirmed: the button that sends the confirmation link again, and its answers. */
      resend?: { label: string; sent: string; tooMany: string };
    };
